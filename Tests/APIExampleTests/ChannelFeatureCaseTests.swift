import AgoraRtcSim
import Foundation
import Testing
@testable import APIExample

/// VoiceChanger, SimpleFilter and StreamEncryption driven like a user would, in virtual time, failure paths included.
@MainActor
@Suite struct ChannelFeatureCaseTests {
    private func start(_ id: String, _ set: [String: String] = [:], seconds: Double = 4) throws -> (BaseSession, AgoraSimVirtualClock) {
        let item = try #require(MenuRegistry.item(id: id))
        var values = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue(keyCenter: KeyCenter())) })
        values.merge(set) { _, new in new }
        let configs = try FieldValidator.configs(fields: item.fields, values: values).get()
        let clock = AgoraSimVirtualClock()
        let session = item.makeMain(configs, .virtual(clock: clock))
        session.start()
        clock.advance(by: seconds)
        return (session, clock)
    }

    private func apiLines(_ session: BaseSession, _ prefix: String) -> [String] {
        session.log.entries.map(\.text).filter { $0.hasPrefix(prefix) }
    }

    // MARK: VoiceChanger

    @Test func voiceChangerKeepsOnePresetAndSumsItUpInTheLocalTile() throws {
        let (session, clock) = try start("VoiceChanger")
        session.perform("voiceChanger", .activate)
        #expect(session.controls.first { $0.id == "voiceChanger" }?.kind == .choice(options: VoiceChangerPresets.options("voiceChanger"), selected: "uncle"))
        session.perform("voiceConversion", .decrement)
        let selected = session.controls.compactMap { control -> String? in
            guard VoiceChangerPresets.presetControls.contains(control.id), case .choice(_, let value) = control.kind else { return nil }
            return value == "off" ? nil : control.id + "=" + value
        }
        #expect(selected == ["voiceConversion=chipmunk"], "the last preset replaces the others")
        #expect(apiLines(session, "setVoiceConversionPreset(_:) .changerChipmunk → 0").count == 1)
        clock.advance(by: 3)
        let notes = try #require(session.tiles.first?.notes)
        #expect(notes.first == .text("voice.note.preset", ["voice.voiceConversion.chipmunk"]))
        let heard = try #require(notes.first { $0.key == "voice.note.heard" }?.arguments.first.flatMap { Int($0) })
        #expect(heard > 250, "the chipmunk preset nearly doubles the reported pitch")
        session.stop()
    }

    @Test func voiceChangerEffectParametersFollowThePreset() throws {
        let (session, _) = try start("VoiceChanger")
        #expect(session.controls.first { $0.id == "effectParam1" }?.isEnabled == false)
        session.perform("roomAcoustics", .decrement)   // chorus
        session.perform("roomAcoustics", .decrement)   // virtual surround
        session.perform("roomAcoustics", .decrement)   // 3D voice
        let cycle = try #require(session.controls.first { $0.id == "effectParam1" })
        #expect(cycle.isEnabled && cycle.labelKey == "control.voice.cycle" && cycle.kind == .slider(value: 10, range: 0...60, step: 5))
        session.perform("effectParam1", .increment)
        #expect(apiLines(session, "setAudioEffectParameters(_:param1:param2:) .roomAcous3DVoice, param1: 15, param2: 0 → 0").count == 1)
        session.perform("singingBeautifier", .activate)
        session.perform("singingGender", .increment)
        #expect(apiLines(session, "setVoiceBeautifierParameters(_:param1:param2:) .presetSingingBeautifier, param1: 2, param2: 1 → 0").count == 1)
        #expect(session.controls.first { $0.id == "effectParam1" }?.isEnabled == false, "3D voice was replaced")
        session.stop()
    }

    /// The original applied every reverb value to dry level; here the picked key gets it, within its range.
    @Test func voiceChangerReverbGoesToThePickedKeyWithinItsRange() throws {
        let (session, _) = try start("VoiceChanger")
        session.perform("reverbKey", .activate)
        session.perform("reverbKey", .activate)   // room size, 0…100
        let slider = try #require(session.controls.first { $0.id == "reverbValue" })
        #expect(slider.kind == .slider(value: 0, range: 0...100, step: 5))
        session.perform("reverbValue", .increment)
        #expect(apiLines(session, "setLocalVoiceReverbOf(_:withValue:) .roomSize, withValue: 5 → 0").count == 1)
        session.perform("eqBand", .decrement)      // 16 kHz
        for _ in 0..<20 { session.perform("eqGain", .increment) }
        #expect(apiLines(session, "setLocalVoiceEqualizationOf(_:withGain:) .band16K, withGain: 15 → 0").count >= 1)
        #expect(!apiLines(session, "setLocalVoiceEqualizationOf").contains { $0.contains("withGain: 16") }, "the slider stops at 15")
        #expect(!session.log.entries.contains { $0.kind == .error })
        session.stop()
    }

    // MARK: StreamEncryption

    @Test func streamEncryptionWithTheSameKeyShowsEveryone() throws {
        let (session, _) = try start("StreamEncryption", seconds: 5)
        let remotes = session.tiles.filter { !$0.isLocal }
        #expect(remotes.count == 3 && remotes.allSatisfy { $0.view?.latestFrame != nil })
        #expect(session.tiles.first?.notes == [.text("encryption.note.builtIn", ["encryption.mode.AES128GCM2"])])
        #expect(session.notice == nil && !session.log.entries.contains { $0.kind == .error })
        session.stop()
        #expect(session.log.entries.contains { $0.text.hasPrefix("enableEncryption(_:encryptionConfig:) false") && $0.text.hasSuffix("→ 0") })
    }

    @Test func streamEncryptionWithAnotherKeyShowsError120AndEmptyTiles() throws {
        let (session, _) = try start("StreamEncryption", ["remoteKey": "other", "mode": "AES256GCM"], seconds: 5)
        let remotes = session.tiles.filter { !$0.isLocal }
        #expect(remotes.count == 3)
        #expect(remotes.allSatisfy { $0.view?.latestFrame == nil && $0.placeholderKey == "encryption.tile.undecryptable" })
        #expect(session.notice == SessionNotice("alert.engineError", ["120", "sdk.error.120"], severity: .error))
        #expect(session.log.entries.filter { $0.key == "encryption.log.error" }.count == 3)
        session.stop()
    }

    @Test func streamEncryptionCustomSchemeWorksUnlessThePeersDiffer() throws {
        let (same, _) = try start("StreamEncryption", ["useCustom": "true"], seconds: 5)
        #expect(same.tiles.filter { !$0.isLocal }.allSatisfy { $0.view?.latestFrame != nil })
        #expect(apiLines(same, "registerPacketObserver(_:) <observer> → 0").count == 1)
        same.stop()
        #expect(apiLines(same, "registerPacketObserver(_:) nil → 0").count == 1, "deregistered on the way out")

        let (other, _) = try start("StreamEncryption", ["useCustom": "true", "remoteKey": "other"], seconds: 5)
        #expect(other.tiles.filter { !$0.isLocal }.allSatisfy { $0.view?.latestFrame == nil })
        #expect(other.notice == nil, "a custom transform's failure is not the SDK's to report")
        other.stop()
    }

    @Test(arguments: [("salt", "c2hvcnQ="), ("salt", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="), ("salt", "not base64!"), ("secret", "")])
    func streamEncryptionRefusesABadKeyOrSaltBeforeJoining(_ field: String, _ value: String) throws {
        let (session, _) = try start("StreamEncryption", [field: value], seconds: 2)
        #expect(session.notice == SessionNotice("encryption.failed", ["-2", "sdk.error.2"], severity: .error))
        #expect(!session.status.isJoined && apiLines(session, "joinChannel").isEmpty)
        session.stop()
    }

    @Test func theCustomObserverXorsThroughA2048ByteBuffer() {
        var packet = AgoraPacket(buffer: (0..<3000).map { UInt8($0 & 0xFF) })
        #expect(XorPacketObserver.transform(&packet))
        #expect(packet.size == 2048 && packet.buffer[0] == 0x55 && packet.buffer[1] == 0x54)
        #expect(XorPacketObserver.transform(&packet))
        #expect(packet.buffer == (0..<2048).map { UInt8($0 & 0xFF) }, "XOR twice restores the bytes")
    }

    // MARK: SimpleFilter

    @Test func simpleFilterControlsReachThePlugin() throws {
        let (session, clock) = try start("SimpleFilter")
        let local = try #require(session.tiles.first?.view)
        let before = try #require(local.latestFrame)
        session.perform("invert", .activate)
        session.perform("volume", .decrement)
        clock.advance(by: 1)
        let after = try #require(local.latestFrame)
        let brightness = { (frame: AgoraSimVideoFrame) in frame.luma.reduce(0) { $0 + Int($1) } / frame.luma.count }
        #expect(brightness(before) < 128 && brightness(after) > 128, "the negative of a dark picture is bright")
        #expect(session.log.entries.contains { $0.text.contains("onEvent(_:extension:key:value:) \"Agora\", extension: \"Grey\", key: \"invert\", value: \"1\"") })
        #expect(session.log.entries.contains { $0.text.contains("key: \"volume\", value: \"0.80\"") })
        #expect(session.tiles.first?.notes == [.text("filter.note.video", ["filter.on", "filter.on"]),
                                               .text("filter.note.audio", ["80"]), .volumeMeter("filter.note.mic")])
        session.stop()
    }

    @Test func aMissingLibraryIs157InTheSessionNotACrash() throws {
        let (session, _) = try start("SimpleFilter", ["library": "libNoSuchFilter.so"])
        #expect(session.notice?.key == "filter.missing" && session.notice?.arguments.first == "157")
        #expect(session.notice?.arguments.last?.contains("libNoSuchFilter.so not found") == true)
        #expect(apiLines(session, "loadExtensionProvider(withPath:unloadAfterUse:) \"libNoSuchFilter.so\"").first?.hasSuffix("→ -157") == true)
        #expect(apiLines(session, "enableExtension").isEmpty, "nothing to enable")
        #expect(session.controls.allSatisfy { !$0.isEnabled })
        #expect(session.tiles.first?.notes == [.text("filter.note.notLoaded")])
        #expect(session.status.isJoined && session.tiles.count == 4, "the call goes on without filters")
        session.stop()
    }
}
