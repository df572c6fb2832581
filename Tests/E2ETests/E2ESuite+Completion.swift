import Foundation
import Testing
import TestSupport

/// `apiexample completion`: bash's own completion machinery run over the script the binary prints (COMP_WORDS and
/// COMP_CWORD set as bash sets them, the function called, COMPREPLY read); zsh's and fish's scripts through their
/// shells' syntax checks. Also `--version`, each command's `--help` and `man`, from the real binary.
extension E2ESuite {
    /// Completes each line (words as bash splits them, "=" and ":" apart) and returns COMPREPLY for each.
    private func bashCompletions(_ lines: [[String]]) throws -> [[String]] {
        let app = try AppBinary.require()
        let calls = lines.map { words in
            "complete_words " + words.map { "'" + $0 + "'" }.joined(separator: " ")
        }.joined(separator: "\n")
        let script = """
            set -u
            eval "$("$APP" completion bash)"
            complete_words() {
                COMP_WORDS=("$APP" "$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
                _apiexample
                printf '%s\\n' "${COMPREPLY[@]}" ---
            }
            \(calls)
            """
        let result = try CommandRunner.run("/bin/bash", ["--norc", "--noprofile", "-c", script],
                                           environment: TestEnvironment.base(["APP": app]))
        #expect(result.exitCode == 0, "\(result)")
        var replies: [[String]] = [[]]
        for line in result.stdoutLines {
            if line == "---" { replies.append([]) } else if !line.isEmpty { replies[replies.count - 1].append(line) }
        }
        return Array(replies.dropLast())
    }

    @Test(.enabled(if: AppBinary.isAvailable && FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func bashCompletesCommandsCasesFieldsValuesAndControls() throws {
        let replies = try bashCompletions([
            [""],
            ["ru"],
            ["run", "JoinChannelV"],
            ["--case", "VideoC"],
            ["--show-hidden", "--case", "VideoC"],
            ["run", "JoinChannelVideo", "--set", "orie"],
            ["run", "JoinChannelVideo", "--set", "orientation", "=", "fixedP"],
            ["run", "JoinChannelVideo", "--set", "role", "="],
            ["run", "JoinChannelAudio", "--control", "inEar"],
            ["run", "JoinChannelAudio", "--cloud", "lo"],
            ["--locale", "zh"],
        ])
        try #require(replies.count == 11, "\(replies)")
        #expect(replies[0] == ["list", "run", "token", "source", "completion", "man"])
        #expect(replies[1] == ["run"])
        #expect(replies[2].contains("JoinChannelVideo"), "\(replies[2])")
        #expect(replies[3].isEmpty, "a hidden case without --show-hidden: \(replies[3])")
        #expect(replies[4] == ["VideoChat"])
        #expect(replies[5] == ["orientation="], "\(replies[5])")
        // After "=", bash replaces only what follows it: the value.
        #expect(replies[6] == ["fixedPortrait"], "\(replies[6])")
        #expect(replies[7].contains("broadcaster") && replies[7].contains("audience"), "\(replies[7])")
        #expect(replies[8] == ["inEarMonitoring", "inEarVolume"], "\(replies[8])")
        #expect(replies[9] == ["local"])
        #expect(replies[10] == ["zh-Hans"])
    }

    @Test(.enabled(if: AppBinary.isAvailable && FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func bashCompletesPathsForPathFields() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-complete")
        _ = FileManager.default.createFile(atPath: scratch.file("music-one.wav"), contents: Data())
        let prefix = scratch.file("music-")
        let replies = try bashCompletions([["run", "AudioMixing", "--set", "mixingFile", "=", prefix],
                                           ["run", "AudioMixing", "--cast", prefix]])
        #expect(replies == [[scratch.file("music-one.wav")], [scratch.file("music-one.wav")]], "\(replies)")
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func zshAndFishScriptsPassTheirShellsSyntaxChecks() throws {
        let app = try AppBinary.require()
        for (shell, check) in [("zsh", ["-n"]), ("fish", ["--no-execute"])] {
            guard let path = ["/usr/bin/", "/bin/", "/usr/local/bin/"].map({ $0 + shell })
                .first(where: FileManager.default.isExecutableFile(atPath:)) else {
                print("E2E: \(shell) is not installed; its completion script's syntax check is skipped (bash .ci/setup.sh installs it)")
                continue
            }
            let scratch = try ScratchDirectory(prefix: "apiexample-\(shell)")
            let script = try CommandRunner.run(app, ["completion", shell])
            #expect(script.exitCode == 0 && script.stdout.contains("__complete"), "\(script)")
            try script.stdout.write(toFile: scratch.file("script"), atomically: true, encoding: .utf8)
            let result = try CommandRunner.run(path, check + [scratch.file("script")])
            #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(shell): \(result)")
        }
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func everyCommandHasItsOwnHelpAndTheVersionNamesTheCommit() throws {
        let app = try AppBinary.require()
        for command in ["run", "list", "token", "source", "completion", "man"] {
            let result = try CommandRunner.run(app, [command, "--help"])
            #expect(result.exitCode == 0, "\(command) --help: \(result)")
            #expect(result.stdout.hasPrefix("usage: apiexample \(command)"), "\(command) --help: \(result)")
            #expect(result.stderr.isEmpty, "\(result)")
        }
        let help = try CommandRunner.run(app, ["--help"])
        #expect(help.exitCode == 0 && help.stdout.contains("apiexample completion bash|zsh|fish"), "\(help)")
        let chinese = try CommandRunner.run(app, ["--locale", "zh-Hans", "--help"])
        #expect(chinese.stdout.hasPrefix("用法：apiexample"), "\(chinese)")

        let version = try CommandRunner.run(app, ["--version"])
        #expect(version.exitCode == 0, "\(version)")
        let git = try? CommandRunner.run("/usr/bin/git", ["-C", Self.packageRoot, "rev-parse", "--short=7", "HEAD"])
        if let git, git.exitCode == 0, let commit = git.stdoutLines.first {
            // The build may be older than HEAD (a commit made since): then it names another hash, but still one.
            #expect(version.stdout.contains("(commit "), "\(version)")
            if !version.stdout.contains(commit) { print("E2E: --version names another commit than HEAD \(commit): \(version.stdout)") }
        }
        #expect(version.stdout.range(of: #"^apiexample \S+ \(commit ([0-9a-f]{7,}|unknown); "#, options: .regularExpression) != nil,
                "\(version)")
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func manPrintsTheRoffPage() throws {
        let result = try CommandRunner.run(try AppBinary.require(), ["man"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.hasPrefix(".TH APIEXAMPLE 1 "), "\(result.stdout.prefix(200))")
        #expect(result.stdout.contains(".SH EXIT STATUS"))
    }

    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}
