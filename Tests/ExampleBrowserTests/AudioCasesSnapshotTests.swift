import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
@testable import ExampleBrowser

/// The three audio cases' sessions, in both languages: audio-only tiles with their meters (the pushed file's
/// level, the pulled playback, the raw frames), the controls and the log.
@MainActor
@Suite struct AudioCasesSnapshotTests {
    @Test(arguments: Language.allCases)
    func audioCaseSessions(_ language: Language) throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 2
        let sessions = [
            ("CustomPcmAudioSource", try Self.running("CustomPcmAudioSource", ["pushOnJoin": .bool(true)], seconds: 6.1, settings: settings)),
            ("CustomAudioRender", try SessionFixture.running("CustomAudioRender", seconds: 6.1, settings: settings)),
            ("RawAudioData", try SessionFixture.running("RawAudioData", seconds: 6.1, settings: settings)),
        ]
        for (caseId, snapshot) in sessions {
            var state = AppState(language: language, width: 100, height: 30)
            state.screen = .session(caseId: caseId)
            SnapshotAssertion.assert(RootView.render(state, session: snapshot, glyphs: .unicode),
                                     named: "session-\(caseId)-\(language.rawValue)-100x30")
        }
    }

    /// SessionFixture with some Entry values changed from their defaults.
    static func running(_ caseId: String, _ overrides: [String: ConfigValue], seconds: Double,
                        settings: GlobalSettings) throws -> SessionSnapshot {
        let item = try #require(MenuRegistry.item(id: caseId))
        let values = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue(keyCenter: KeyCenter())) })
        var configs = try FieldValidator.configs(fields: item.fields, values: values).get()
        for (key, value) in overrides { configs[key] = value }
        let clock = AgoraSimVirtualClock()
        let session = item.makeMain(configs, .virtual(settings: settings, clock: clock))
        session.start()
        clock.advance(by: seconds)
        let snapshot = SessionSnapshot(caseId: caseId, session: session)
        session.stop()
        return snapshot
    }
}
