import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
@testable import ExampleBrowser

/// The session screens of VoiceChanger, SimpleFilter and StreamEncryption in both languages.
@MainActor
@Suite struct ChannelFeatureSnapshotTests {
    /// Effects picked live: the local tile sums them up and reports the voice pitch it hears.
    @Test func voiceChangerWithEffects() throws {
        let session = try FeatureFixture.running("VoiceChanger", seconds: 3.5, controls: [
            ("chatBeautifier", .activate), ("roomAcoustics", .decrement), ("pitch", .increment), ("eqGain", .increment),
        ])
        for language in Language.allCases {
            render(session, "VoiceChanger", language, width: 100, height: 30, name: "session-VoiceChanger-\(language.rawValue)-100x30")
        }
    }

    /// The plugin's grey and invert filters on the local picture, the microphone meter under the volume filter.
    @Test func simpleFilterWithTheNegative() throws {
        let session = try FeatureFixture.running("SimpleFilter", seconds: 4.5, controls: [("invert", .activate), ("volume", .decrement)])
        for language in Language.allCases {
            render(session, "SimpleFilter", language, width: 100, height: 30, name: "session-SimpleFilter-\(language.rawValue)-100x30")
        }
    }

    /// A library that is not there: error 157 in a notice, the call goes on without filters. (A path, so the message
    /// does not list this machine's search directories.)
    @Test func simpleFilterWithoutItsLibrary() throws {
        let session = try FeatureFixture.running("SimpleFilter", seconds: 3, set: ["library": "/opt/apiexample/lib/libSimpleFilter.so"])
        #expect(session.notice?.key == "filter.missing")
        for language in Language.allCases {
            render(session, "SimpleFilter", language, width: 80, height: 24, name: "session-SimpleFilter-missing-\(language.rawValue)-80x24")
        }
    }

    /// The lesson: remote users with another key, error 120, tiles without video.
    @Test func streamEncryptionWithAnotherKey() throws {
        let session = try FeatureFixture.running("StreamEncryption", seconds: 4.5, set: ["remoteKey": "other"])
        #expect(session.notice?.key == "alert.engineError")
        for language in Language.allCases {
            render(session, "StreamEncryption", language, width: 80, height: 24, name: "session-StreamEncryption-other-\(language.rawValue)-80x24")
        }
    }

    @Test func streamEncryptionWorking() throws {
        let session = try FeatureFixture.running("StreamEncryption", seconds: 4.5)
        #expect(session.notice == nil)
        for language in Language.allCases {
            render(session, "StreamEncryption", language, width: 100, height: 30, name: "session-StreamEncryption-\(language.rawValue)-100x30")
        }
    }

    private func render(_ session: SessionSnapshot, _ caseId: String, _ language: Language, width: Int, height: Int, name: String) {
        var state = AppState(language: language, width: width, height: height)
        state.screen = .session(caseId: caseId)
        SnapshotAssertion.assert(RootView.render(state, session: session, glyphs: .unicode), named: name)
    }
}

/// Runs a case in virtual time with form values and in-session control changes, and snapshots it.
@MainActor
enum FeatureFixture {
    static func running(_ caseId: String, seconds: Double, set: [String: String] = [:],
                        controls: [(String, ControlChange)] = []) throws -> SessionSnapshot {
        let item = try #require(MenuRegistry.item(id: caseId))
        var values = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue(keyCenter: KeyCenter())) })
        values.merge(set) { _, new in new }
        let configs = try FieldValidator.configs(fields: item.fields, values: values).get()
        let clock = AgoraSimVirtualClock()
        let session = item.makeMain(configs, .virtual(settings: GlobalSettings(), keyCenter: KeyCenter(), clock: clock))
        session.start()
        clock.advance(by: 1)
        for (id, change) in controls { session.perform(id, change) }
        clock.advance(by: seconds - 1)
        let snapshot = SessionSnapshot(caseId: caseId, session: session)
        session.stop()
        return snapshot
    }
}
