import AgoraRtcSim
import APIExample
import ExampleBrowser
import Foundation
import Testing
import TerminalKit
import TestSupport

/// `run --cast` recordings, read back with a JSON parser and played into an in-memory terminal that knows only the
/// sequences the serializer may use: what a player shows at the end is the session's final screen.
@MainActor
@Suite struct CastReplayTests {
    private final class Text {
        var value = ""
    }

    /// A virtual run of `id` recorded into memory; the recording and the last frame recorded.
    private func record(_ id: String, seconds: Double = 10, width: Int = 100, height: Int = 30, language: Language = .en,
                        colorMode: ColorMode = .color, keyCenter: KeyCenter = KeyCenter(),
                        settings: GlobalSettings = GlobalSettings()) throws -> (text: String, last: CellBuffer, log: [LogEntry]) {
        let item = try CaseRun.item(id)
        let configs = try CaseRun.configs(id, keyCenter: keyCenter)
        let text = Text()
        let recorder = CastRecorder(header: HeadlessCast.header(title: "APIExample: " + id, term: "xterm-256color",
                                                                environment: [:], now: Date(timeIntervalSince1970: 1_767_225_600))) {
            text.value += $0
        }
        let cast = HeadlessCast(recorder: recorder, width: width, height: height, language: language, colorMode: colorMode)
        let log = HeadlessRunner.runVirtual(item, configs: configs, settings: settings, keyCenter: keyCenter, seconds: seconds,
                                            cast: cast)
        recorder.close()
        #expect(recorder.failure == nil)
        return (text.value, try #require(recorder.lastFrame), log)
    }

    @Test func aTenSecondVirtualRunReplaysToTheFinalScreen() throws {
        let (text, last, _) = try record("JoinChannelVideo")
        let recording = try AsciicastRecording(text)
        #expect(recording.header["version"] as? Int == 2)
        #expect(recording.width == 100 && recording.height == 30)
        #expect(recording.header["timestamp"] as? Int == 1_767_225_600)
        #expect((recording.header["env"] as? [String: String])?["TERM"] == "xterm-256color")
        #expect(recording.events.allSatisfy { $0.code == "o" })
        let times = recording.events.map(\.time)
        #expect(times == times.sorted(), "timestamps must not go back")
        #expect(times.first == 0 && (times.last ?? 0) > 9.5 && (times.last ?? 0) <= 10.05, "\(times.last ?? -1)")
        // At the session's redraw cadence at most, and the moving pictures change most frames.
        #expect(recording.events.count <= 10 * BrowserApp.sessionFrameRate + 2)
        #expect(recording.events.count > 5 * BrowserApp.sessionFrameRate, "\(recording.events.count) frames")
        #expect(Set(times).count == times.count, "a frame only when the screen changed")

        let screen = try recording.replay()
        #expect(screen.lines == last.lines)
        let shown = last.lines.joined(separator: "\n")
        #expect(shown.contains("Join a channel (Video)") && shown.contains("Connected") && shown.contains("uid 37745 Remote"),
                "the session screen, joined, with its remote users")
        #expect(shown.contains("firstRemoteVideoFrameOfUid"), "the log pane shows the session's lines")
        #expect(!screen.cursorVisible)

        // Colours as the theme draws them on a 256-colour terminal, cell by cell.
        let terminal = MemoryTerminal(width: 100, height: 30, colors: 256)
        terminal.present(last)
        for y in 0..<30 {
            for x in 0..<100 where !last[x, y].isContinuation {
                let drawn = try #require(terminal.drawnColors(x: x, y: y))
                let pen = screen[x, y].pen
                #expect(pen.foreground == drawn.foreground && pen.background == drawn.background, "cell \(x),\(y)")
            }
        }
    }

    @Test func aMonochromeRecordingKeepsTheAttributesThatShowSelectionAndFocus() throws {
        let (text, last, _) = try record("JoinChannelVideo", seconds: 3, colorMode: .monochrome)
        let screen = try AsciicastRecording(text).replay()
        #expect(screen.lines == last.lines)
        let replayed = (0..<screen.height).map { y in
            String((0..<screen.width).compactMap { x -> Character? in
                let cell = screen[x, y]
                if cell.text.isEmpty { return nil }
                switch (cell.pen.reverse, cell.pen.bold, cell.pen.underline, cell.pen.dim) {
                case (true, true, _, _): return "R"
                case (true, false, _, _): return "r"
                case (false, true, true, _): return "e"
                case (false, true, false, _): return "b"
                case (false, false, true, _): return "u"
                case (false, false, false, true): return "d"
                default: return " "
                }
            })
        }
        #expect(replayed == last.monochromeLines)
        #expect(screen.cells.allSatisfy { $0.pen.foreground == -1 && $0.pen.background == -1 }, "no colour at all")
    }

    @Test func aChineseScreenWithWideGlyphsReplaysExactly() throws {
        let (text, last, _) = try record("JoinChannelVideo", seconds: 3, width: 80, height: 24, language: .zhHans)
        let recording = try AsciicastRecording(text)
        #expect(recording.width == 80 && recording.height == 24)
        let screen = try recording.replay()
        #expect(screen.lines == last.lines)
        #expect(last.cells.contains { $0.isContinuation }, "the screen has wide glyphs")
    }

    @Test func recordingChangesNothingTheSessionDoes() throws {
        let item = try CaseRun.item("JoinChannelVideo")
        let configs = try CaseRun.configs("JoinChannelVideo")
        let plain = HeadlessRunner.runVirtual(item, configs: configs, settings: GlobalSettings(), seconds: 5)
        let (_, _, recorded) = try record("JoinChannelVideo", seconds: 5)
        #expect(recorded.map { HeadlessRunner.format($0, json: true) } == plain.map { HeadlessRunner.format($0, json: true) })
    }

    /// Like the log and the notices (CredentialLeakTests), a recording never shows the App Certificate or a token: in
    /// its bytes or on any screen it plays.
    @Test(arguments: ["JoinChannelVideoToken", "JoinChannelVideo"])
    func noCredentialInARecording(_ id: String) throws {
        var settings = GlobalSettings()
        // Below Settings' floor, so the token is renewed (at 5 s) within the run, as in CredentialLeakTests.
        settings.tokenExpireSeconds = 35
        let keys = TestProject.certified
        let (text, _, log) = try record(id, seconds: 12, keyCenter: keys, settings: settings)
        #expect(log.contains { $0.key == "token.log.renewed" }, "the run must use tokens")
        let certificate = try #require(keys.appCertificate)
        for haystack in [text, text.lowercased()] {
            #expect(!haystack.contains(certificate.lowercased()) && !haystack.contains(certificate))
            #expect(!haystack.contains("007e"), "a token reached the recording")
        }
        _ = try AsciicastRecording(text).replay { screen in
            let shown = screen.lines.joined(separator: "\n")
            #expect(!shown.lowercased().contains(certificate.lowercased()))
            #expect(!shown.contains("007e"), "a token reached the screen")
        }
    }

    @Test func aResizeIsRecordedAndReplayed() throws {
        let text = Text()
        let recorder = CastRecorder(header: .init(width: 0, height: 0)) { text.value += $0 }
        var small = CellBuffer(width: 60, height: 18)
        small.put("small 加", x: 0, y: 0, style: .title)
        var large = CellBuffer(width: 90, height: 25)
        large.put("large 中文", x: 3, y: 24, style: .selected)
        recorder.record(small, colorMode: .color, at: 0)
        recorder.record(large, colorMode: .color, at: 1)
        let recording = try AsciicastRecording(text.value)
        #expect(recording.events.map(\.code) == ["o", "r", "o"])
        #expect(try recording.replay().lines == large.lines)
    }
}
