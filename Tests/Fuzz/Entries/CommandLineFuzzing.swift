import AgoraAccessToken
import APIExample
import ExampleBrowser
import FuzzSupport

/// `apiexample`'s arguments through `CommandLineParser.parse`, an input being the argument vector with a NUL after
/// each argument (as /proc/PID/cmdline has it). What parses is taken one step further, as main.swift would: a run's
/// `--set` values are validated into configs, `token --inspect` decodes its token, and a token the options ask for
/// is built and must read back as asked. Nothing here starts a session or a terminal.
enum CommandLineFuzzing {
    /// The published vectors' credentials, standing in for KeyCenter's.
    static let keyCenter = KeyCenter(appId: "970CA35de60c44645bbae8a215061b33",
                                     appCertificate: "5CFd2fd1755d40ecb72977518be15d3b",
                                     appIdSource: .environment, certificateSource: .environment)
    /// A fixed clock, so the same input always prints the same.
    static let unixNow: UInt32 = 1_700_000_000

    @MainActor
    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) -> Bool {
        let arguments = self.arguments(bytes)
        switch CommandLineParser.parse(arguments) {
        case .failure(let failure):
            try FuzzInvariantFailure.check(!failure.message.isEmpty, "a failure without a message")
            // A --cloud URL's user part may be a password: a refusal never repeats it.
            for (index, argument) in arguments.enumerated() where argument == "--cloud" && index + 1 < arguments.count {
                let secret = arguments[index + 1].split(separator: "@", omittingEmptySubsequences: false).first ?? ""
                guard arguments[index + 1].contains("@"), secret.count > 8 else { continue }
                try FuzzInvariantFailure.check(!failure.message.contains(secret), "a refused --cloud URL repeated its credentials")
            }
            return false
        case .success(.run(let options)):
            try checkRun(options)
        case .success(.token(let options)):
            try checkToken(options)
        case .success(.browse(let options)):
            if let caseId = options.caseId {
                try FuzzInvariantFailure.check(MenuRegistry.item(id: caseId)?.id == caseId, "browse case \(caseId)")
            }
        case .success(.source(let options)):
            try FuzzInvariantFailure.check(MenuRegistry.item(id: options.caseId)?.id == options.caseId,
                                           "source of unknown case \(options.caseId)")
        case .success(.commandHelp(let name)):
            try FuzzInvariantFailure.check(CommandLineSpec.command(name) != nil, "help of unknown command \(name)")
        case .success(.complete(let words)):
            // Whatever the words, the candidates continue the last one (or ask the shell for a path).
            let current = words.last ?? ""
            for candidate in CompletionCandidates.lines(words) {
                try FuzzInvariantFailure.check(candidate.hasPrefix(current) || candidate.hasPrefix(":"),
                                               "completion '\(candidate)' for '\(current)'")
            }
        case .success(.list), .success(.help), .success(.version), .success(.manual), .success(.completion):
            break
        }
        return true
    }

    /// The arguments between NULs; a final NUL ends the last argument rather than starting an empty one.
    static func arguments(_ bytes: [UInt8]) -> [String] {
        guard !bytes.isEmpty else { return [] }
        let body = bytes.last == 0 ? bytes.dropLast() : bytes[...]
        return body.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    @MainActor
    private static func checkRun(_ options: RunOptions) throws(FuzzInvariantFailure) {
        guard let item = MenuRegistry.item(id: options.caseId), item.id == options.caseId else {
            throw FuzzInvariantFailure("run of unknown case \(options.caseId)")
        }
        try FuzzInvariantFailure.check(options.seconds > 0 && options.seconds <= 86_400, "run for \(options.seconds) s")
        for (key, _) in options.sets {
            try FuzzInvariantFailure.check(item.fields.contains { $0.id == key }, "--set of unknown key \(key)")
        }
        for control in options.controls {
            try FuzzInvariantFailure.check(item.controls.contains { $0.id == control.id }, "--control \(control.id)")
        }
        if case .failure(let failure) = HeadlessRunner.configs(for: options, keyCenter: keyCenter) {
            try FuzzInvariantFailure.check(!failure.message.isEmpty, "configs refused without a message")
        }
    }

    private static func checkToken(_ options: TokenOptions) throws(FuzzInvariantFailure) {
        let output = TokenCommand.run(options, keyCenter: keyCenter, unixNow: unixNow)
        try FuzzInvariantFailure.check((0...1).contains(output.exitCode), "token exit code \(output.exitCode)")
        guard options.inspect == nil else { return }
        // The parser accepted the options, and the credentials are valid: the token must build.
        try FuzzInvariantFailure.check(output.exitCode == 0, "token options parsed but did not build: \(output.stderr)")
        let text = output.stdout.filter { $0 != "\n" }
        let token: AccessToken2
        do {
            token = try AccessToken2.parse(text)
        } catch {
            throw FuzzInvariantFailure("a built token does not parse: \(error)")
        }
        try FuzzInvariantFailure.check(token.verifySignature(appCertificate: keyCenter.appCertificate ?? ""),
                                       "a built token does not verify")
        let account = options.account ?? options.uid.map { $0 == 0 ? "" : String($0) }
        try FuzzInvariantFailure.check(token.rtcService?.channelName == options.channel && token.rtcService?.account == account,
                                       "a token for other than the channel and uid asked for")
    }
}
