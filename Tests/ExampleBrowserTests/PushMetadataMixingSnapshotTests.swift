import AgoraRtcSim
import APIExample
import Foundation
import Testing
import TerminalKit
@testable import ExampleBrowser

/// The session screens of RTMPStreaming, VideoMetadata and AudioMixing with their panels (the transcoding layout,
/// the metadata received, the mixing progress), driven through their controls in virtual time, in both languages.
@MainActor
@Suite struct PushMetadataMixingSnapshotTests {
    /// Runs `caseId` with its defaults overridden by `values`, performing `steps` (seconds since start, control id,
    /// change) on the way, and takes the snapshot at `seconds` (notices dismissed unless `keepNotice`).
    static func run(_ caseId: String, values: [String: String] = [:], settings: GlobalSettings = GlobalSettings(),
                    steps: [(Double, String, ControlChange)] = [], seconds: Double,
                    keepNotice: Bool = false) throws -> SessionSnapshot {
        let item = try #require(MenuRegistry.item(id: caseId))
        var formValues = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue) })
        formValues.merge(values) { $1 }
        let configs = try FieldValidator.configs(fields: item.fields, values: formValues).get()
        let clock = AgoraSimVirtualClock()
        let session = item.makeMain(configs, .virtual(settings: settings, keyCenter: KeyCenter(), clock: clock))
        session.start()
        for (time, id, change) in steps {
            clock.advance(by: time - clock.now)
            session.perform(id, change)
        }
        clock.advance(by: seconds - clock.now)
        if !keepNotice { session.dismissNotice() }
        let snapshot = SessionSnapshot(caseId: caseId, session: session)
        session.stop()
        return snapshot
    }

    private func render(_ snapshot: SessionSnapshot, _ language: Language, _ width: Int, _ height: Int,
                        glyphs: GlyphSet = .unicode) -> CellBuffer {
        var state = AppState(language: language, width: width, height: height)
        state.screen = .session(caseId: snapshot.caseId)
        return RootView.render(state, session: snapshot, glyphs: glyphs)
    }

    @Test(arguments: Language.allCases)
    func rtmpPushWithItsTranscodingLayout(_ language: Language) throws {
        let grid = try Self.run("RTMPStreaming", steps: [(3.5, "push", .activate), (4, "layout", .increment),
                                                         (4.2, "layout", .increment)], seconds: 6)
        #expect(grid.panel?.sketch?.regions.count == 4)
        for (width, height) in [(100, 30), (80, 24)] {
            SnapshotAssertion.assert(render(grid, language, width, height),
                                     named: "session-RTMPStreaming-\(language.rawValue)-\(width)x\(height)")
        }
        var settings = GlobalSettings()
        settings.rtmpServer = "notAuthorized"
        let refused = try Self.run("RTMPStreaming", settings: settings, steps: [(3.5, "push", .activate)], seconds: 6,
                                   keepNotice: true)
        #expect(refused.notice?.key == "rtmp.notice.failure")
        SnapshotAssertion.assert(render(refused, language, 80, 24, glyphs: .ascii),
                                 named: "session-RTMPStreaming-refused-ascii-\(language.rawValue)-80x24")
    }

    @Test(arguments: Language.allCases)
    func metadataSentAndReceived(_ language: Language) throws {
        let snapshot = try Self.run("VideoMetadata", steps: [(3, "send", .activate)], seconds: 16)
        #expect(snapshot.log.contains { $0.key == "metadata.log.sent" })
        SnapshotAssertion.assert(render(snapshot, language, 80, 24),
                                 named: "session-VideoMetadata-\(language.rawValue)-80x24")
        let tooLong = try Self.run("VideoMetadata", steps: [(2, "message", .decrement), (2.5, "send", .activate)], seconds: 3,
                                   keepNotice: true)
        #expect(tooLong.notice?.key == "metadata.tooLong")
        SnapshotAssertion.assert(render(tooLong, language, 80, 24),
                                 named: "session-VideoMetadata-tooLong-\(language.rawValue)-80x24")
    }

    @Test(arguments: Language.allCases)
    func mixingProgressAndTheMeter(_ language: Language) throws {
        let file = try AudioMixingFixture.file()
        let snapshot = try Self.run("AudioMixing", values: ["mixingFile": file, "effectFile": file],
                                    steps: [(1, "mixingStart", .activate), (2, "effectPlay", .activate)], seconds: 12.6)
        SnapshotAssertion.assert(render(snapshot, language, 80, 24),
                                 named: "session-AudioMixing-\(language.rawValue)-80x24")
        let missing = try Self.run("AudioMixing", values: ["mixingFile": "/nonexistent/music.wav"],
                                   steps: [(1, "mixingStart", .activate)], seconds: 2, keepNotice: true)
        #expect(missing.notice?.key == "wav.error.io")
        SnapshotAssertion.assert(render(missing, language, 80, 24),
                                 named: "session-AudioMixing-canNotOpen-\(language.rawValue)-80x24")
    }
}

/// The bundled sample copied to a fixed path, so its path in the log is the same on every machine.
enum AudioMixingFixture {
    static func file() throws -> String {
        let path = "/tmp/apiexample-snapshot-music.wav"
        let sample = try #require(MediaFile.bundledDirectory) + "/sample-48k-stereo.wav"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: sample, toPath: path)
        return path
    }
}
