import AgoraRtcSim
import APIExample
import Foundation
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// JoinChannelVideoRecorder in both languages: both recordings running (state, length, size and files on the
/// local tile and on the recorded remote user's), and a directory that cannot be written.
@MainActor
@Suite struct JoinChannelVideoRecorderSnapshotTests {
    @Test(arguments: Language.allCases)
    func recordingLocalAndRemote(_ language: Language) throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-rec-snapshot")
        defer { scratch.remove() }
        let snapshot = try Self.running(directory: scratch.path) { run in
            run.advance(3)
            run.press("recordLocal")
            run.press("recordRemote")
            run.advance(2.55)
        }
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
        #expect(files.count == 2 && files.allSatisfy { $0.hasSuffix(".mp4") }, "one MP4 per recording: \(files)")
    }

    @Test(arguments: Language.allCases)
    func anUnwritableDirectory(_ language: Language) throws {
        let snapshot = try Self.running(directory: "/proc/apiexample-cannot-write") { run in
            run.advance(1)
            run.press("recordLocal")
            run.advance(0.5)
        }
        #expect(snapshot.notice?.key == "recorder.error.write")
        SnapshotAssertion.assert(SessionScreen.render(snapshot, language, width: 80, height: 24),
                                 named: "recorder-writeFailed-\(language.rawValue)-80x24")
    }

    /// The case with its defaults but `directory` and one remote user, driven by `act`.
    private static func running(directory: String, _ act: (CaseRun) -> Void) throws -> SessionState {
        var settings = GlobalSettings()
        settings.remoteUserCount = 1
        return try SessionFixture.running("JoinChannelVideoRecorder", ["recordingDirectory": .string(directory)],
                                          settings: settings, act: act)
    }
}
