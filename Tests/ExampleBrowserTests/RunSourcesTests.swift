import AgoraRtcSim
import APIExample
import CaseSource
import ExampleBrowser
import Foundation
import Testing
import TestSupport

/// `run --json` names the app's line behind each SDK call and callback ("source"); text shows it only with
/// `--sources`. Expected lines are found in the bundled case files, never written down as numbers.
@MainActor
@Suite struct RunSourcesTests {
    /// The package's root, to check that every named file exists.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func lines(_ id: String, seconds: Double, json: Bool = true, sources: Bool = false) throws -> [String] {
        let item = try CaseRun.item(id)
        let entries = HeadlessRunner.runVirtual(item, configs: try CaseRun.configs(id), settings: GlobalSettings(),
                                                seconds: seconds)
        let line = HeadlessRunner.formatter(item, json: json, sources: sources)
        return entries.map(line)
    }

    static func decoded(_ lines: [String]) throws -> [HeadlessRunner.Line] {
        try lines.map { try JSONDecoder().decode(HeadlessRunner.Line.self, from: Data($0.utf8)) }
    }

    /// "<path>:<line>" of the first line of `id`'s bundled `file` that contains `text`.
    static func site(_ id: String, file: String, containing text: String) throws -> String {
        let item = try CaseRun.item(id)
        let source = try #require(CaseSourceLibrary.files(inCaseFolder: item.path).first { $0.name == file })
        let index = try #require(source.lines.firstIndex { $0.contains(text) })
        return "\(source.path):\(index + 1)"
    }

    @Test func parserTakesSources() {
        guard case .success(.run(let plain)) = CommandLineParser.parse(["run", "JoinChannelVideo"]),
              case .success(.run(let with)) = CommandLineParser.parse(["run", "JoinChannelVideo", "--sources", "--json"]) else {
            Issue.record("not parsed")
            return
        }
        #expect(!plain.sources && with.sources && with.json)
        #expect(CommandLineParser.usage.contains("[--sources]"))
    }

    @Test func joinChannelVideoNamesTheCaseLines() throws {
        let lines = try Self.decoded(Self.lines("JoinChannelVideo", seconds: 4))
        func source(_ kind: String, _ prefix: String) -> String? {
            lines.first { $0.kind == kind && $0.text.hasPrefix(prefix) }?.source
        }
        let main = "JoinChannelVideoMain.swift"
        #expect(source("api", "setupLocalVideo(") == (try Self.site("JoinChannelVideo", file: main, containing: "engine.setupLocalVideo(")))
        // Made by Common's join pipeline on the case's behalf: the case's line that asked for the join.
        #expect(source("api", "joinChannel(") == (try Self.site("JoinChannelVideo", file: main, containing: "joinWhenPermitted(")))
        #expect(source("callback", "← rtcEngine(_:didJoinedOfUid:elapsed:)")
                == (try Self.site("JoinChannelVideo", file: main, containing: "didJoinedOfUid uid: UInt")))
        // App notes and callbacks the case does not handle name nothing.
        #expect(lines.filter { $0.kind == "app" }.allSatisfy { $0.source == nil })
    }

    @Test func textShowsSourcesOnlyWhenAsked() throws {
        let plain = try Self.lines("JoinChannelVideo", seconds: 1, json: false)
        let with = try Self.lines("JoinChannelVideo", seconds: 1, json: false, sources: true)
        #expect(!plain.isEmpty && plain.allSatisfy { !$0.contains("  @ ") })
        let setup = try #require(with.first { $0.contains("setupLocalVideo(") })
        #expect(setup.hasSuffix("  @ " + (try Self.site("JoinChannelVideo", file: "JoinChannelVideoMain.swift",
                                                             containing: "engine.setupLocalVideo("))))
    }

    /// Every case, a short run: each SDK call names a line, and every named file is in the package.
    @Test(arguments: MenuRegistry.allItems.map(\.id))
    func everyCallNamesAnExistingLine(_ id: String) throws {
        let lines = try Self.decoded(Self.lines(id, seconds: 2))
        for line in lines where line.kind == "api" {
            guard let source = line.source else {
                Issue.record("\(id): no source for \(line.text)")
                continue
            }
            let path = String(source.prefix { $0 != ":" })
            #expect(FileManager.default.fileExists(atPath: Self.packageRoot.appendingPathComponent(path).path),
                    "\(id): \(source)")
            #expect(path.hasPrefix("Sources/APIExample/"), "\(id): \(source)")
        }
    }
}
