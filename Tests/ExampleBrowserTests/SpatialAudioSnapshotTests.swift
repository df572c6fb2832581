import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// SpatialAudio's session in both languages: your audio tile, the map with you, the two sources and a remote user,
/// the controls and the panel with each source's azimuth, distance, gain and level.
@MainActor
@Suite struct SpatialAudioSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 1
        let snapshot = try SessionFixture.running("SpatialAudio", settings: settings, seconds: 3)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
    }

    /// A click on a point of the map sets both sliders to it: on source 2's mark, you go to source 2.
    @Test func aClickOnTheMapMovesYouThere() throws {
        let session = try SessionFixture.running("SpatialAudio", seconds: 2)
        var state = AppState(language: .en, width: 100, height: 30)
        state.screen = .session(caseId: "SpatialAudio")
        let buffer = RootView.render(state, session: session, glyphs: .unicode)
        let screen = buffer.lines.joined(separator: "\n")
        let title = try #require(ScreenText.find("Map (", in: buffer), "\(screen)")
        let two = try #require(ScreenText.find("2", in: buffer, rows: title.y + 1..<title.y + 12, startColumns: title.x - 2..<title.x + 26),
                               "\(screen)")
        let effects = Reducer.reduce(&state, .key(.mouse(MouseEvent(x: two.x, y: two.y, kind: .leftClick))), session: session)
        let values: [(id: String, value: Int)] = effects.compactMap { effect -> (String, Int)? in
            guard case .performControl(let id, .int(let value)) = effect else { return nil }
            return (id, value)
        }
        #expect(values.map(\.id) == ["selfX", "selfY"], "\(effects)")
        #expect(values.count == 2 && abs(values[0].value - 356) <= 40 && abs(values[1].value - 181) <= 70, "\(values)\n\(screen)")
        // Beside the picture (the tile's border) nothing happens; on another tile neither.
        #expect(Reducer.reduce(&state, .key(.mouse(MouseEvent(x: title.x, y: title.y, kind: .leftClick))), session: session).isEmpty)
    }
}
