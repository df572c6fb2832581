import AgoraRtcSim
import APIExample
import Foundation
import Testing
import TerminalKit
@testable import ExampleBrowser

/// JoinChannelVideoRecorder in both languages: both recordings running (state, length, size and files on the
/// local tile and on the recorded remote user's), and a directory that cannot be written.
@MainActor
@Suite struct RecorderSnapshotTests {
    @Test(arguments: Language.allCases)
    func recordingLocalAndRemote(_ language: Language) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("apiexample-rec-snapshot-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let snapshot = try Self.running(directory: scratch) { session, clock in
            clock.advance(by: 3)
            session.perform("recordLocal", .activate)
            session.perform("recordRemote", .activate)
            clock.advance(by: 2.55)
        }
        var state = AppState(language: language, width: 100, height: 30)
        state.screen = .session(caseId: "JoinChannelVideoRecorder")
        SnapshotAssertion.assert(RootView.render(state, session: snapshot, glyphs: .unicode),
                                 named: "session-JoinChannelVideoRecorder-\(language.rawValue)-100x30")
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch).sorted()
        #expect(files.count == 4, "a Y4M and a WAV per recording: \(files)")
    }

    @Test(arguments: Language.allCases)
    func anUnwritableDirectory(_ language: Language) throws {
        let snapshot = try Self.running(directory: "/proc/apiexample-cannot-write") { session, clock in
            clock.advance(by: 1)
            session.perform("recordLocal", .activate)
            clock.advance(by: 0.5)
        }
        #expect(snapshot.notice?.key == "recorder.error.write")
        var state = AppState(language: language, width: 80, height: 24)
        state.screen = .session(caseId: "JoinChannelVideoRecorder")
        SnapshotAssertion.assert(RootView.render(state, session: snapshot, glyphs: .unicode),
                                 named: "recorder-writeFailed-\(language.rawValue)-80x24")
    }

    /// The case with its defaults but `directory`, driven by `act`, then snapshotted and stopped.
    private static func running(directory: String, _ act: (BaseSession, AgoraSimVirtualClock) -> Void) throws -> SessionSnapshot {
        let item = try #require(MenuRegistry.item(id: "JoinChannelVideoRecorder"))
        let values = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue(keyCenter: KeyCenter())) })
        var configs = try FieldValidator.configs(fields: item.fields, values: values).get()
        configs["recordingDirectory"] = .string(directory)
        var settings = GlobalSettings()
        settings.remoteUserCount = 1
        let clock = AgoraSimVirtualClock()
        let session = item.makeMain(configs, .virtual(settings: settings, clock: clock))
        session.start()
        act(session, clock)
        let snapshot = SessionSnapshot(caseId: item.id, session: session)
        session.stop()
        return snapshot
    }
}
