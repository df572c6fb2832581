import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// StreamEncryption in virtual time: built-in and custom encryption, peers with another key, bad keys refused.
@MainActor
@Suite struct StreamEncryptionTests {
    @Test func streamEncryptionWithTheSameKeyShowsEveryone() throws {
        let run = try CaseRun("StreamEncryption", seconds: 5)
        let remotes = run.session.tiles.filter { !$0.isLocal }
        #expect(remotes.count == 3 && remotes.allSatisfy { $0.view?.latestFrame != nil })
        #expect(run.session.tiles.first?.notes == [.text("encryption.note.builtIn", ["encryption.mode.AES128GCM2"])])
        #expect(run.session.notice == nil && !run.session.log.entries.contains { $0.kind == .error })
        run.session.stop()
        #expect(run.called("enableEncryption", startingWith: "false", returned: 0))
    }

    @Test func streamEncryptionWithAnotherKeyShowsError120AndEmptyTiles() throws {
        let run = try CaseRun("StreamEncryption", form: ["remoteKey": "other", "mode": "AES256GCM"], seconds: 5)
        let remotes = run.session.tiles.filter { !$0.isLocal }
        #expect(remotes.count == 3)
        #expect(remotes.allSatisfy { $0.view?.latestFrame == nil && $0.placeholderKey == "encryption.tile.undecryptable" })
        #expect(run.session.notice == SessionNotice("alert.engineError", ["120", "sdk.error.120"], severity: .error))
        #expect(run.session.log.entries.filter { $0.key == "encryption.log.error" }.count == 3)
        run.session.stop()
    }

    /// The SDK's older modes are offered and run (no salt needed); another key still gives 120.
    @Test(arguments: ["AES128XTS", "AES128ECB", "AES256XTS", "SM4128ECB"])
    func streamEncryptionOlderModesWork(_ mode: String) throws {
        let same = try CaseRun("StreamEncryption", form: ["mode": mode, "salt": ""], seconds: 4)
        #expect(same.session.notice == nil)
        #expect(same.session.tiles.first?.notes == [.text("encryption.note.builtIn", ["encryption.mode.\(mode)"])])
        #expect(same.session.tiles.filter { !$0.isLocal }.allSatisfy { $0.view?.latestFrame != nil })
        #expect(same.calls("enableEncryption", startingWith: "true, encryptionConfig: {encryptionMode: .\(mode)").count == 1)
        same.session.stop()

        let other = try CaseRun("StreamEncryption", form: ["mode": mode, "remoteKey": "other"], seconds: 4)
        #expect(other.session.notice == SessionNotice("alert.engineError", ["120", "sdk.error.120"], severity: .error))
        other.session.stop()
    }

    @Test func streamEncryptionCustomSchemeWorksUnlessThePeersDiffer() throws {
        let same = try CaseRun("StreamEncryption", form: ["useCustom": "true"], seconds: 5)
        #expect(same.session.tiles.filter { !$0.isLocal }.allSatisfy { $0.view?.latestFrame != nil })
        #expect(same.calls("registerPacketObserver", with: "<observer>", returned: 0).count == 1)
        same.session.stop()
        #expect(same.calls("registerPacketObserver", with: "nil", returned: 0).count == 1, "deregistered on the way out")

        let other = try CaseRun("StreamEncryption", form: ["useCustom": "true", "remoteKey": "other"], seconds: 5)
        #expect(other.session.tiles.filter { !$0.isLocal }.allSatisfy { $0.view?.latestFrame == nil })
        #expect(other.session.notice == nil, "a custom transform's failure is not the SDK's to report")
        other.session.stop()
    }

    @Test(arguments: [("salt", "c2hvcnQ="), ("salt", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="), ("salt", "not base64!"), ("secret", "")])
    func streamEncryptionRefusesABadKeyOrSaltBeforeJoining(_ field: String, _ value: String) throws {
        let run = try CaseRun("StreamEncryption", form: [field: value], seconds: 2)
        #expect(run.session.notice == SessionNotice("encryption.failed", ["-2", "sdk.error.2"], severity: .error))
        #expect(!run.session.status.isJoined && run.calls("joinChannel").isEmpty)
        run.session.stop()
    }

    @Test func theCustomObserverXorsThroughA2048ByteBuffer() {
        var packet = AgoraPacket(buffer: (0..<3000).map { UInt8($0 & 0xFF) })
        #expect(XorPacketObserver.transform(&packet))
        #expect(packet.size == 2048 && packet.buffer[0] == 0x55 && packet.buffer[1] == 0x54)
        #expect(XorPacketObserver.transform(&packet))
        #expect(packet.buffer == (0..<2048).map { UInt8($0 & 0xFF) }, "XOR twice restores the bytes")
    }

    /// The original builds its two views without the stats overlay; the local one still names the encryption.
    @Test func theTilesHaveNoStatsOverlay() throws {
        let run = try CaseRun("StreamEncryption", seconds: 5)
        defer { run.session.stop() }
        let tiles = run.session.tiles
        #expect(tiles.count == 4)
        #expect(tiles.allSatisfy { !$0.showsStats })
        #expect(tiles.first?.notes == [.text("encryption.note.builtIn", ["encryption.mode.AES128GCM2"])])
    }
}
