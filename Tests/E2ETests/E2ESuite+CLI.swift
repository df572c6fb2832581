import Foundation
import Testing

extension E2ESuite {
    @Test(.enabled(if: AppBinary.isAvailable))
    func listPrintsEveryCaseAsTextAndJSON() throws {
        let app = try AppBinary.require()
        let text = try CommandRunner.run(app, ["list"])
        #expect(text.exitCode == 0, "\(text)")
        for id in AppText.caseIds {
            #expect(text.stdoutLines.contains { $0.contains(id) }, "\(id) missing\n\(text)")
        }
        #expect(text.stdout.contains(AppText.videoRow))

        let json = try CommandRunner.run(app, ["list", "--json"])
        #expect(json.exitCode == 0, "\(json)")
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8))
        let cases = try #require(parsed as? [[String: Any]], "not an array of objects\n\(json)")
        #expect(cases.compactMap { $0["id"] as? String } == AppText.caseIds)
        let video = try #require(cases.first { $0["id"] as? String == "JoinChannelVideo" })
        #expect(video["name"] as? String == AppText.videoRow)
        #expect(video["nameZhHans"] as? String == AppText.videoRowZh)
        #expect((video["keyAPIs"] as? [String])?.contains { $0.hasPrefix("joinChannel(") } == true)
        #expect(video["flavours"] as? [String] == ["OC", "UIKit", "SwiftUI"])
        let transcoding = try #require(cases.first { $0["id"] as? String == "LocalVideoTranscoding" })
        #expect(transcoding["flavours"] as? [String] == ["SwiftUI"])
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func headlessVirtualRunPrintsNDJSON() throws {
        let app = try AppBinary.require()
        let arguments = ["run", "JoinChannelVideo", "--virtual-time", "--seconds", "4", "--json"]
        let result = try CommandRunner.run(app, arguments)
        #expect(result.exitCode == 0, "\(result)")
        let entries = try result.stdoutLines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(object as? [String: Any], "not a JSON object: \(line)")
        }
        #expect(entries.count > 10, "\(result)")
        let texts = entries.compactMap { $0["text"] as? String }
        #expect(texts.count == entries.count, "every line needs a text")
        let joins = entries.filter { ($0["kind"] as? String) == "api" && ($0["text"] as? String)?.hasPrefix("joinChannel(") == true }
        #expect(joins.count == 1 && (joins.first?["text"] as? String)?.contains(" → 0") == true, "\(result)")
        let joined = entries.filter { ($0["kind"] as? String) == "callback" && ($0["text"] as? String)?.contains("didJoinChannel") == true }
        #expect(joined.count == 1, "\(result)")
        let times = entries.compactMap { $0["t"] as? Int }
        #expect(times.count == entries.count && times == times.sorted(), "t must be present and non-decreasing")
        #expect((times.last ?? 0) >= 4000 && (times.last ?? 0) < 5000, "the run should cover about 4 virtual seconds")

        let again = try CommandRunner.run(app, arguments)
        #expect(again.stdout == result.stdout, "virtual time should be deterministic")
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func unknownCaseExits2AndListsValidCases() throws {
        let result = try CommandRunner.run(try AppBinary.require(), ["run", "NoSuchCase"])
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        for id in AppText.caseIds {
            #expect(result.stderr.contains(id), "\(id) not listed\n\(result)")
        }
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func unknownConfigKeyExits2AndListsValidKeys() throws {
        let result = try CommandRunner.run(try AppBinary.require(), ["run", "JoinChannelVideo", "--set", "bogus=1", "--virtual-time"])
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("bogus"), "\(result)")
        for key in AppText.videoConfigKeys {
            #expect(result.stderr.contains(key), "\(key) not listed\n\(result)")
        }
    }

    /// stdin is a terminal but stdout is a file: one line on stderr, exit 2, and no escape codes in the file.
    @Test(.enabled(if: AppBinary.isAvailable))
    func stdoutNotATerminalExits2WithOneLine() throws {
        let pty = try PseudoTerminal()
        let result = try CommandRunner.run(
            try AppBinary.require(), [],
            environment: TestEnvironment.base(["TERM": "xterm-256color"]),
            stdin: .descriptor(pty.slave)
        )
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderrLines.count == 1 && result.stderr.contains("terminal"), "\(result)")
    }

    /// A terminal that cannot position the cursor, or an unknown TERM: one line on stderr, exit 2.
    @Test(.enabled(if: AppBinary.isAvailable), arguments: ["dumb", "no-such-terminal"])
    func unusableTerminalExits2WithOneLine(term: String) throws {
        let pty = try PseudoTerminal()
        let result = try CommandRunner.run(
            try AppBinary.require(), [],
            environment: TestEnvironment.base(["TERM": term]),
            stdin: .descriptor(pty.slave),
            stdout: .descriptor(pty.slave)
        )
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stderrLines.count == 1 && result.stderr.contains(term), "\(result)")
    }
}
