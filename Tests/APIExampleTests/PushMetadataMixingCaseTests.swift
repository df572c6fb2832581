import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
@testable import APIExample

/// RTMPStreaming, VideoMetadata and AudioMixing as a user drives them: form rules, controls, the state each
/// state machine reaches (failure paths included) and what the panel and notices say, in virtual time.
@MainActor
@Suite struct PushMetadataMixingCaseTests {
    struct Run {
        let clock = AgoraSimVirtualClock()
        let session: BaseSession

        @MainActor
        init(_ caseId: String, settings: GlobalSettings = GlobalSettings(), set values: [String: String] = [:]) throws {
            let item = try #require(MenuRegistry.item(id: caseId))
            var fields = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue) })
            fields.merge(values) { $1 }
            let configs = try FieldValidator.configs(fields: item.fields, values: fields).get()
            session = item.makeMain(configs, .virtual(settings: settings, keyCenter: KeyCenter(), clock: clock))
            session.start()
        }

        @MainActor func advance(_ seconds: Double) { clock.advance(by: seconds) }
        @MainActor func press(_ id: String, _ change: ControlChange = .activate) { session.perform(id, change) }
        @MainActor var texts: [String] { session.log.entries.map(\.text) }
        @MainActor func count(_ prefix: String) -> Int { texts.filter { $0.hasPrefix(prefix) }.count }
        @MainActor var panelText: [String] {
            let text = Localizer(.en)
            return session.panel?.lines.map { line in
                line.key.map { String(format: text($0), arguments: line.arguments.map { text($0) }) } ?? line.text
            } ?? []
        }
        @MainActor func control(_ id: String) -> SessionControl? { session.controls.first { $0.id == id } }
    }

    private static func field(_ caseId: String, _ id: String) throws -> FieldSpec {
        try #require(MenuRegistry.item(id: caseId)?.fields.first { $0.id == id })
    }

    // MARK: - RTMPStreaming

    @Test func theRtmpServerSettingIsSavedAndAnUnknownValueFallsBack() throws {
        var settings = GlobalSettings()
        settings.rtmpServer = "dropFail"
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(GlobalSettings.self, from: data).rtmpServer == "dropFail")
        let odd = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "dropFail", with: "teapot")
        #expect(try JSONDecoder().decode(GlobalSettings.self, from: Data(odd.utf8)).rtmpServer == "accept")
        #expect(GlobalSettings.rtmpServers.allSatisfy { AgoraSimRtmpServer(rawValue: $0) != nil })
        #expect(AgoraSimRtmpServer.allCases.count == GlobalSettings.rtmpServers.count)
    }

    @Test func theFormChecksTheSdkUrlRules() throws {
        let url = try Self.field("RTMPStreaming", "rtmpUrl")
        #expect(FieldValidator.problem(url, value: RtmpUrlRule.defaultUrl) == nil)
        #expect(FieldValidator.problem(url, value: "rtmps://cdn.example.com/live/s") == nil)
        #expect(FieldValidator.problem(url, value: "") == "error.rtmpUrl.empty")
        #expect(FieldValidator.problem(url, value: "http://cdn/live/s") == "error.rtmpUrl.scheme")
        #expect(FieldValidator.problem(url, value: "rtmp://cdn/直播/s") == "error.rtmpUrl.characters")
        #expect(FieldValidator.problem(url, value: "rtmp://cdn/live s") == "error.rtmpUrl.characters")
        #expect(FieldValidator.problem(url, value: "rtmp://") == "error.rtmpUrl.host")
        #expect(FieldValidator.problem(url, value: "rtmp://cdn/" + String(repeating: "a", count: 1014)) == "error.rtmpUrl.tooLong")
        #expect(FieldValidator.problem(url, value: "rtmp://cdn/" + String(repeating: "a", count: 1013)) == nil)
    }

    @Test func publishUpdateTheLayoutAndSwitchTranscodingWhilePushing() throws {
        let run = try Run("RTMPStreaming")
        run.advance(3)
        #expect(run.control("push")?.labelKey == "control.rtmpPublish")
        run.press("push")
        run.advance(1.5)
        #expect(run.session.notice?.key == "rtmp.notice.running")
        #expect(run.panelText.contains("State: running (OK)"))
        #expect(run.session.panel?.sketch?.regions.count == 2, "the original's layout: local left, one remote right")
        run.press("layout", .decrement)
        run.advance(0.5)
        #expect(run.session.panel?.sketch?.regions.count == 4, "grid 2x2")
        #expect(run.count("updateRtmpTranscoding(") == 1 && run.count("← rtcEngineTranscodingUpdated") == 1)
        // The mode of a running push cannot change: stop, then start again without transcoding once idle.
        run.press("transcoding")
        #expect(run.control("push")?.isEnabled == false)
        run.advance(2)
        #expect(run.count("startRtmpStreamWithoutTranscoding(") == 1)
        #expect(run.panelText.contains("State: running (OK)") && run.session.panel?.sketch == nil)
        run.press("push")
        run.advance(1)
        #expect(run.panelText.contains("Not pushing."))
        #expect(run.session.notice?.key == "rtmp.notice.stopped")
        run.session.stop()
        #expect(!run.session.log.entries.contains { $0.kind == .error })
    }

    @Test func aDroppedStreamFailsAfterSixtySecondsAndIsReleasedByStop() throws {
        var settings = GlobalSettings()
        settings.rtmpServer = "dropFail"
        let run = try Run("RTMPStreaming", settings: settings, set: ["pushOnJoin": "true"])
        run.advance(10.5)
        #expect(run.panelText.contains("State: recovering (rtmpServerError)"))
        run.advance(60)
        #expect(run.panelText.contains("State: failure (connectionTimeout)"))
        #expect(run.session.notice == SessionNotice("rtmp.notice.failure", ["connectionTimeout"], severity: .error))
        #expect(run.control("push")?.labelKey == "control.rtmpStop", "a failed URL stays taken until stopped")
        run.press("push")
        run.advance(0.5)
        #expect(run.control("push")?.labelKey == "control.rtmpPublish")
        run.session.stop()
    }

    @Test func anAudienceMemberCannotPushAndARefusingServerSaysWhy() throws {
        var audience = GlobalSettings()
        audience.role = "audience"
        let run = try Run("RTMPStreaming", settings: audience, set: ["pushOnJoin": "true"])
        run.advance(2)
        #expect(run.session.notice?.arguments == ["notBroadcaster"])
        run.session.stop()

        var refusing = GlobalSettings()
        refusing.rtmpServer = "invalidAppId"
        let refused = try Run("RTMPStreaming", settings: refusing, set: ["pushOnJoin": "true"])
        refused.advance(2)
        #expect(refused.panelText.contains("State: failure (invalidAppId)"))
        refused.session.stop()
    }

    // MARK: - VideoMetadata

    @Test func theFormAndTheControlRefuseMoreThan1024Bytes() throws {
        let text = try Self.field("VideoMetadata", "metadata")
        #expect(FieldValidator.problem(text, value: String(repeating: "a", count: 1024)) == nil)
        #expect(FieldValidator.problem(text, value: String(repeating: "a", count: 1025)) == "error.metadata.tooLong")
        #expect(FieldValidator.problem(text, value: String(repeating: "元", count: 342)) == "error.metadata.tooLong", "bytes, not characters")

        let run = try Run("VideoMetadata")
        run.advance(2)
        run.press("message", .decrement)
        #expect(run.control("message")?.kind == .choice(options: VideoMetadataMain.presets.filter { $0.value != "typed" }, selected: "oversized"))
        run.press("send")
        #expect(run.session.notice == SessionNotice("metadata.tooLong", ["1100", "1024"], severity: .error))
        run.advance(1)
        #expect(run.count("← readyToSendMetadata") == 0 && run.panelText.first == "Nothing waiting to send")
        run.session.stop()
    }

    @Test func typedTextGoesWithOneFrameAndRemoteMetadataIsListed() throws {
        let run = try Run("VideoMetadata", set: ["metadata": "chapter 2"])
        run.advance(2)
        run.press("send")
        #expect(run.panelText.first == "Next frame carries 9 bytes")
        run.advance(0.2)
        #expect(run.panelText.prefix(2) == ["Nothing waiting to send", "Sent: 1"])
        #expect(run.texts.contains { $0.hasPrefix("← readyToSendMetadata") && $0.hasSuffix("→ 9 bytes: sent with this frame") })
        run.advance(10)
        #expect(run.panelText.contains("Received: 2"))
        #expect(run.panelText.last?.hasSuffix("hello #1") == true, "newest first")
        run.session.stop()
    }

    @Test func theAudienceSendsNoMetadata() throws {
        var audience = GlobalSettings()
        audience.role = "audience"
        let run = try Run("VideoMetadata", settings: audience)
        run.advance(2)
        run.press("send")
        #expect(run.session.notice?.key == "metadata.notPublishing")
        run.session.stop()
    }

    // MARK: - AudioMixing

    /// A scratch WAV of `seconds`: a steady 440 Hz tone at 16 kHz mono.
    private static func musicFile(seconds: Double) -> String {
        let path = NSTemporaryDirectory() + "case-mixing-\(UUID().uuidString).wav"
        let samples = (0..<Int(seconds * 16_000)).map { Int16((8000 * sin(2 * Double.pi * 440 * Double($0) / 16_000)).rounded()) }
        try? WAVWriter.write(WAVAudio(sampleRate: 16_000, channels: 1, samples: samples), to: path)
        return path
    }

    @Test func mixingPlaysItsLoopsWithProgressAndStops() throws {
        let file = Self.musicFile(seconds: 4)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try Run("AudioMixing", set: ["mixingFile": file])
        run.advance(1)
        run.press("mixingCycle")
        run.press("mixingCycle")
        #expect(run.panelText.contains("Loops: twice"))
        run.press("mixingStart")
        run.advance(2.1)
        #expect(run.panelText.contains("State: playing (ok)"))
        #expect(run.panelText.contains("00:02 / 00:04"))
        #expect(run.control("mixingStart")?.isEnabled == false && run.control("mixingPause")?.isEnabled == true)
        run.press("mixingPause")
        run.advance(3)
        #expect(run.panelText.contains("00:02 / 00:04") && run.control("mixingResume")?.isEnabled == true)
        run.press("mixingResume")
        run.advance(6.5)
        #expect(run.panelText.contains("State: stopped (allLoopsCompleted)"))
        #expect(run.count("← rtcEngine(_:audioMixingStateChanged:reasonCode:) state: .playing, reasonCode: .oneLoopCompleted") == 1)
        let polls = run.count("getAudioMixingCurrentPosition()")
        run.advance(3)
        #expect(run.count("getAudioMixingCurrentPosition()") == polls, "the timer stops with the music")
        run.session.stop()
        #expect(!run.session.log.entries.contains { $0.kind == .error })
    }

    @Test func aMissingFileAndAStartTooSoonAreExplained() throws {
        let run = try Run("AudioMixing", set: ["mixingFile": "/nonexistent/song.wav"])
        run.advance(1)
        run.press("mixingStart")
        run.advance(0.2)
        // The engine says canNotOpen; the notice says why, as the other media cases do.
        #expect(run.session.notice?.key == "wav.error.io" && run.session.notice?.arguments.first == "/nonexistent/song.wav")
        #expect(run.panelText.contains("State: failed (canNotOpen)"))
        run.press("mixingStart")
        run.advance(0.2)
        #expect(run.session.notice?.key == "mixing.notice.tooFrequent")
        #expect(run.panelText.contains("State: failed (tooFrequentCall)"))
        run.session.stop()
    }

    @Test func volumesSeekAndTheEffectPlayer() throws {
        let file = Self.musicFile(seconds: 30)
        let effect = Self.musicFile(seconds: 1)
        defer {
            try? FileManager.default.removeItem(atPath: file)
            try? FileManager.default.removeItem(atPath: effect)
        }
        let run = try Run("AudioMixing", set: ["mixingFile": file, "effectFile": effect])
        run.advance(1)
        run.press("mixingStart")
        run.advance(1)
        run.press("mixingPosition", .increment)
        run.advance(0.6)
        #expect(run.panelText.contains { $0.hasSuffix("00:02 / 00:30") })
        run.press("mixingVolume", .decrement)
        #expect(run.panelText.contains("Playback 40, publish 40"))
        run.press("mixingPublishVolume", .increment)
        #expect(run.panelText.contains("Playback 40, publish 50"))
        run.press("effectPlay")
        #expect(run.panelText.contains("Effect 1: playing"))
        run.advance(1.1)
        #expect(run.panelText.contains("Effect 1: stopped"))
        #expect(run.session.log.entries.contains { $0.key == "mixing.log.effectFinished" })
        run.press("effectPlay")
        run.press("effectPause")
        #expect(run.panelText.contains("Effect 1: paused"))
        run.advance(5)
        run.press("effectResume")
        run.press("effectStop")
        #expect(run.panelText.contains("Effect 1: stopped"))
        run.session.stop()
        #expect(!run.session.log.entries.contains { $0.kind == .error })
    }
}
