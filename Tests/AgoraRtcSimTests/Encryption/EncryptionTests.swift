import Foundation
import Testing
@testable import AgoraRtcSim

private func bytes(_ hex: String) -> [UInt8] {
    var out: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
        let next = hex.index(index, offsetBy: 2)
        out.append(UInt8(hex[index..<next], radix: 16)!)
        index = next
    }
    return out
}

private func hex(_ data: [UInt8]) -> String { data.map { String(format: "%02x", $0) }.joined() }

/// The custom scheme of the original's AgoraCustomEncryption, as a test double: XOR 0x55, at most 2048 bytes.
private final class XorObserver: AgoraPacketObserver, @unchecked Sendable {
    private let lock = NSLock()
    private(set) var sent = 0
    private(set) var received = 0

    private func xor(_ packet: inout AgoraPacket) { packet.buffer = packet.buffer.prefix(2048).map { $0 ^ 0x55 } }
    func onSendAudioPacket(_ packet: inout AgoraPacket) -> Bool { count(\.sent); xor(&packet); return true }
    func onSendVideoPacket(_ packet: inout AgoraPacket) -> Bool { count(\.sent); xor(&packet); return true }
    func onReceiveAudioPacket(_ packet: inout AgoraPacket) -> Bool { count(\.received); xor(&packet); return true }
    func onReceiveVideoPacket(_ packet: inout AgoraPacket) -> Bool { count(\.received); xor(&packet); return true }

    private func count(_ keyPath: ReferenceWritableKeyPath<XorObserver, Int>) {
        lock.lock(); defer { lock.unlock() }
        self[keyPath: keyPath] += 1
    }
}

/// AES-GCM, HKDF and the key rules, against published test vectors.
@Suite struct EncryptionCryptoTests {
    static let nistKey = "feffe9928665731c6d6a8f9467308308"
    static let nistIV = "cafebabefacedbaddecaf888"
    static let nistPlaintext = "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
        + "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255"

    /// Test cases 2, 3, 4, 14 and 15 of the GCM specification (McGrew & Viega), as used by NIST's validation.
    @Test func aesGcmMatchesTheSpecificationVectors() throws {
        let zeroIV = [UInt8](repeating: 0, count: 12)
        let block = [UInt8](repeating: 0, count: 16)
        let case2 = try #require(SimCrypto.seal(block, key: [UInt8](repeating: 0, count: 16), nonce: zeroIV))
        #expect(hex(case2) == "0388dace60b6a392f328c2b971b2fe78" + "ab6e47d42cec13bdf53a67b21257bddf")
        let case14 = try #require(SimCrypto.seal(block, key: [UInt8](repeating: 0, count: 32), nonce: zeroIV))
        #expect(hex(case14) == "cea7403d4d606b6e074ec5d3baf39d18" + "d0d1c8a799996bf0265b98b5d48ab919")

        let case3 = try #require(SimCrypto.seal(bytes(Self.nistPlaintext), key: bytes(Self.nistKey), nonce: bytes(Self.nistIV)))
        #expect(hex(case3) == "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
                + "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985" + "4d5c2af327cd64a62cf35abd2ba6fab4")

        let aad = bytes("feedfacedeadbeeffeedfacedeadbeefabaddad2")
        let plaintext4 = Array(bytes(Self.nistPlaintext).prefix(60))
        let case4 = try #require(SimCrypto.seal(plaintext4, key: bytes(Self.nistKey), nonce: bytes(Self.nistIV), aad: aad))
        #expect(hex(case4) == "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
                + "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091" + "5bc94fbc3221a5db94fae95ae7121a47")
        #expect(SimCrypto.open(case4, key: bytes(Self.nistKey), nonce: bytes(Self.nistIV), aad: aad) == .plaintext(plaintext4))

        let key15 = bytes(Self.nistKey + Self.nistKey)
        let case15 = try #require(SimCrypto.seal(bytes(Self.nistPlaintext), key: key15, nonce: bytes(Self.nistIV)))
        #expect(hex(case15) == "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
                + "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad" + "b094dac5d93471bdec1a502270e3cc6c")
    }

    @Test func theWrongKeyNonceAadOrATamperedByteFailAuthentication() throws {
        let key = bytes(Self.nistKey), nonce = bytes(Self.nistIV), aad: [UInt8] = [1, 2, 3]
        let message = Array("a video frame".utf8)
        let sealed = try #require(SimCrypto.seal(message, key: key, nonce: nonce, aad: aad))
        #expect(SimCrypto.open(sealed, key: key, nonce: nonce, aad: aad) == .plaintext(message))
        var otherKey = key
        otherKey[0] ^= 1
        #expect(SimCrypto.open(sealed, key: otherKey, nonce: nonce, aad: aad) == .authenticationFailed)
        #expect(SimCrypto.open(sealed, key: key, nonce: [UInt8](repeating: 0, count: 12), aad: aad) == .authenticationFailed)
        #expect(SimCrypto.open(sealed, key: key, nonce: nonce, aad: [1, 2, 4]) == .authenticationFailed)
        var tampered = sealed
        tampered[2] ^= 0x80
        #expect(SimCrypto.open(tampered, key: key, nonce: nonce, aad: aad) == .authenticationFailed)
        #expect(SimCrypto.open(Array(sealed.prefix(10)), key: key, nonce: nonce) == .failed, "shorter than a tag")
        #expect(SimCrypto.seal(message, key: [1, 2, 3], nonce: nonce) == nil, "AES needs a 16- or 32-byte key")
    }

    /// RFC 5869, test case 1.
    @Test func hkdfMatchesRFC5869() {
        let okm = SimCrypto.hkdfSHA256(key: [UInt8](repeating: 0x0b, count: 22), salt: Array(0...12),
                                       info: Array(0xf0...0xf9), length: 42)
        #expect(okm.map(hex) == "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")
        #expect(hex(SimCrypto.sha256(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func keysAreDerivedPerModeAndSalt() throws {
        let salt = Data((1...32).map { UInt8($0) })
        func key(_ mode: AgoraEncryptionMode, _ secret: String = "secret", _ salt: Data? = nil) throws -> [UInt8] {
            try SimEncryptionKey.derive(AgoraEncryptionConfig(encryptionMode: mode, encryptionKey: secret, encryptionKdfSalt: salt)).get().key
        }
        #expect(try key(.AES128GCM) == Array(SimCrypto.sha256(Array("secret".utf8)).prefix(16)))
        #expect(try key(.AES256GCM) == SimCrypto.sha256(Array("secret".utf8)))
        let gcm2 = try key(.AES128GCM2, "secret", salt)
        #expect(gcm2.count == 16 && gcm2 == SimCrypto.hkdfSHA256(key: Array("secret".utf8), salt: Array(salt),
                                                                 info: Array("aes-128-gcm-2".utf8), length: 16))
        #expect(try key(.AES256GCM2, "secret", salt).count == 32)
        var otherSalt = salt
        otherSalt[0] = 99
        #expect(try key(.AES128GCM2, "secret", otherSalt) != gcm2, "the salt is part of the key")
        #expect(try key(.AES128GCM2, "other", salt) != gcm2)
    }

    /// IEEE 1619 (XTS-AES-128, vector 2), FIPS-197 (AES-128, appendix C.1) and GB/T 32907 (SM4, example 1).
    @Test func blockCiphersMatchThePublishedVectors() throws {
        let xts = SimBlockRecord.crypt(bytes(String(repeating: "44", count: 32)), name: "AES-128-XTS", encrypt: true,
                                       key: bytes(String(repeating: "11", count: 16) + String(repeating: "22", count: 16)),
                                       tweak: bytes("3333333333" + String(repeating: "00", count: 11)))
        #expect(xts.map(hex) == "c454185e6a16936e39334038acef838bfb186fff7480adc4289382ecd6d394f0")
        let ecb = SimBlockRecord.crypt(bytes("00112233445566778899aabbccddeeff"), name: "AES-128-ECB", encrypt: true,
                                       key: bytes("000102030405060708090a0b0c0d0e0f"), tweak: nil)
        #expect(ecb.map(hex) == "69c4e0d86a7b0430d8cdb78070b4c55a")
        #expect(SimBlockRecord.crypt(try #require(ecb), name: "AES-128-ECB", encrypt: false,
                                     key: bytes("000102030405060708090a0b0c0d0e0f"), tweak: nil).map(hex)
                == "00112233445566778899aabbccddeeff")
        if SimCipher(.SM4128ECB).isAvailable {
            let sm4 = SimBlockRecord.crypt(bytes("0123456789abcdeffedcba9876543210"), name: "SM4-ECB", encrypt: true,
                                           key: bytes("0123456789abcdeffedcba9876543210"), tweak: nil)
            #expect(sm4.map(hex) == "681edf34d206965e86b3e94f536e4246")
        }
        #expect(SimBlockRecord.crypt([1, 2, 3], name: "AES-128-ECB", encrypt: true, key: [UInt8](repeating: 1, count: 16),
                                     tweak: nil) == nil, "ECB takes whole blocks only")
        #expect(SimBlockRecord.crypt([UInt8](repeating: 0, count: 16), name: "AES-128-ECB", encrypt: true, key: [1, 2],
                                     tweak: nil) == nil, "the cipher's key length only")
    }

    /// The untagged modes carry a record whose length and check catch another key, like GCM's tag does.
    @Test(arguments: [AgoraEncryptionMode.AES128XTS, .AES256XTS, .AES128ECB, .SM4128ECB])
    func blockModesSealAndCatchAnotherKey(_ mode: AgoraEncryptionMode) throws {
        // Only SM4 may be missing (OpenSSL built without it); the AES modes are always there.
        #expect(SimCipher(mode).isAvailable || mode == .SM4128ECB)
        guard SimCipher(mode).isAvailable else { return }
        let key = try SimEncryptionKey.derive(AgoraEncryptionConfig(encryptionMode: mode, encryptionKey: "secret")).get()
        let other = try SimEncryptionKey.derive(AgoraEncryptionConfig(encryptionMode: mode, encryptionKey: "other")).get()
        #expect(key.key.count == SimCipher(mode).keyLength && key.key != other.key)
        let nonce = [UInt8](repeating: 7, count: 12), aad: [UInt8] = [1, 2, 3]
        for message in [[], Array("a video frame".utf8), [UInt8](repeating: 0xAB, count: 1000)] {
            let sealed = try #require(key.seal(message, nonce: nonce, aad: aad))
            #expect(sealed.count % 16 == 0 && sealed.count >= message.count + 6)
            #expect(key.open(sealed, nonce: nonce, aad: aad) == .plaintext(message))
            #expect(other.open(sealed, nonce: nonce, aad: aad) == .authenticationFailed)
            #expect(key.open(sealed, nonce: nonce, aad: [1, 2, 4]) == .authenticationFailed, "the header is checked")
        }
        let sealed = try #require(key.seal(Array("a video frame".utf8), nonce: nonce, aad: aad))
        #expect(sealed != Array("a video frame".utf8) + [UInt8](repeating: 0, count: sealed.count - 13), "encrypted")
        #expect(key.open(Array(sealed.prefix(5)), nonce: nonce, aad: aad) == .failed, "not whole blocks")
    }

    /// -2 without a key or a proper GCM2 salt; the older modes run without a salt (SM4 where OpenSSL has it).
    @Test func enableEncryptionChecksKeyModeAndSalt() {
        let sim = SimHarness(remotes: 0)
        let good = Data((1...32).map { UInt8($0) })
        func code(_ mode: AgoraEncryptionMode, key: String?, salt: Data?) -> Int32 {
            sim.engine.enableEncryption(true, encryptionConfig: AgoraEncryptionConfig(encryptionMode: mode, encryptionKey: key,
                                                                                      encryptionKdfSalt: salt))
        }
        #expect(code(.AES128GCM2, key: nil, salt: good) == -2)
        #expect(code(.AES128GCM2, key: "", salt: good) == -2)
        #expect(code(.AES128GCM2, key: "k", salt: nil) == -2, "GCM2 needs a salt")
        #expect(code(.AES256GCM2, key: "k", salt: Data(good.prefix(31))) == -2, "exactly 32 bytes")
        #expect(code(.AES256GCM2, key: "k", salt: good + Data([0])) == -2)
        #expect(code(.AES128GCM2, key: "k", salt: Data(count: 32)) == -2, "not all zero")
        #expect(code(.AES128XTS, key: "k", salt: nil) == 0)
        #expect(code(.SM4128ECB, key: "k", salt: nil) == (SimCipher(.SM4128ECB).isAvailable ? 0 : -4))
        #expect(code(.AES128GCM, key: "k", salt: nil) == 0, "plain GCM needs no salt")
        #expect(code(.AES256GCM2, key: "k", salt: good) == 0)
        #expect(sim.engine.enableEncryption(false, encryptionConfig: AgoraEncryptionConfig()) == 0)
        let trace = sim.trace.events.filter { $0.name == "enableEncryption(_:encryptionConfig:)" }.map(\.detail)
        #expect(trace.count == 11)
        #expect(!trace.contains { $0.contains("\"k\"") }, "the key never reaches the trace")
        #expect(trace.contains { $0.contains("encryptionKey: <key>, encryptionKdfSalt: <32 bytes>") })
        sim.destroy()
    }
}

/// Built-in encryption and the custom packet observer over the simulated media, in virtual time.
@Suite struct EncryptedMediaTests {
    static let config = AgoraEncryptionConfig(encryptionMode: .AES128GCM2, encryptionKey: "apiexample",
                                              encryptionKdfSalt: Data((1...32).map { UInt8($0 * 7) }))

    @Test func mediaDecryptsWhenEveryoneUsesTheSameKey() throws {
        let sim = SimHarness(remotes: 2)
        #expect(sim.engine.enableEncryption(true, encryptionConfig: Self.config) == 0)
        #expect(sim.join() == 0)
        let views = sim.bindRemoteViews(after: 6)
        #expect(views.count == 2)
        for view in views.values { #expect(view.renderedFrames > 30, "encrypted frames decrypt and render") }
        #expect(sim.recorder.count("error") == 0 && sim.recorder.count("encryptionError") == 0)
        #expect(sim.recorder.count("firstRemoteFrame") == 2)
        #expect(!sim.recorder.remoteAudioStats.isEmpty, "encrypted audio decrypts")
        let state = sim.engine.lock.locked { sim.engine.state }
        #expect(state.protection.mediaSequence > 100, "every frame went through AES-GCM packets")
        sim.destroy()
    }

    @Test(arguments: [AgoraEncryptionMode.AES128XTS, .AES256XTS, .AES128ECB, .SM4128ECB])
    func theOlderModesCarryMediaAndRefuseAnotherKey(_ mode: AgoraEncryptionMode) throws {
        #expect(SimCipher(mode).isAvailable || mode == .SM4128ECB)
        guard SimCipher(mode).isAvailable else { return }
        let config = AgoraEncryptionConfig(encryptionMode: mode, encryptionKey: "apiexample")
        let same = SimHarness(remotes: 1)
        #expect(same.engine.enableEncryption(true, encryptionConfig: config) == 0)
        same.join()
        #expect(same.bindRemoteViews(after: 5).values.allSatisfy { $0.renderedFrames > 20 })
        #expect(same.recorder.count("error") == 0)
        same.destroy()

        let other = SimHarness(remotes: 1) { $0.remoteEncryption = .otherKey }
        #expect(other.engine.enableEncryption(true, encryptionConfig: config) == 0)
        other.join()
        let views = other.bindRemoteViews(after: 5)
        #expect(views.count == 1 && views.values.allSatisfy { $0.renderedFrames == 0 })
        #expect(other.recorder.count("error decryptionFailed") == 1)
        other.destroy()
    }

    /// The lesson of the case: remote users with another key show decryption failures and no video.
    @Test func anotherKeyGivesError120AndNoVideo() throws {
        let sim = SimHarness(remotes: 2) { $0.remoteEncryption = .otherKey }
        #expect(sim.engine.enableEncryption(true, encryptionConfig: Self.config) == 0)
        sim.join()
        let views = sim.bindRemoteViews(after: 8)
        #expect(views.count == 2)
        for view in views.values { #expect(view.renderedFrames == 0 && view.latestFrame == nil) }
        #expect(sim.recorder.count("error decryptionFailed") == 2, "once per remote user")
        #expect(sim.recorder.count("encryptionError decryptionFailure") == 2)
        #expect(sim.recorder.count("firstRemoteFrame") == 0)
        #expect(sim.recorder.count("remoteVideo") == 2 && sim.recorder.events.filter { $0.hasPrefix("remoteVideo ") }
            .allSatisfy { $0.split(separator: " ")[2] == "starting" }, "video never reaches decoding")
        #expect(sim.recorder.remoteVideoStats.isEmpty && sim.recorder.remoteAudioStats.isEmpty)
        sim.destroy()
    }

    @Test func anotherKeySilencesTheirVolume() {
        let sim = SimHarness(remotes: 2) { $0.remoteEncryption = .otherKey }
        sim.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        sim.engine.enableEncryption(true, encryptionConfig: Self.config)
        sim.join(video: false)
        sim.advance(6)
        let remote = sim.recorder.volumeReports.filter { $0.first?.uid != 0 }
        #expect(!remote.isEmpty && remote.allSatisfy(\.isEmpty), "nothing decrypts, so no remote speaker")
        #expect(sim.recorder.localReports.contains { $0.volume > 0 })
        sim.destroy()
    }

    @Test func encryptionMustBeSetBeforeJoiningAndEndsWithTheChannel() {
        let sim = SimHarness(remotes: 1) { $0.remoteEncryption = .otherKey }
        sim.engine.enableEncryption(true, encryptionConfig: Self.config)
        sim.join()
        sim.advance(5)
        #expect(sim.recorder.count("error decryptionFailed") == 1)
        #expect(sim.engine.enableEncryption(false, encryptionConfig: AgoraEncryptionConfig()) == -8, "not while in the channel")
        #expect(sim.engine.enableEncryption(true, encryptionConfig: Self.config) == -8)
        sim.engine.leaveChannel(nil)
        sim.advance(0.5)
        #expect(sim.engine.lock.locked { sim.engine.state.protection.encryption } == nil, "leave turns it off")
        // Joined again without enabling it: the remote users' other key no longer matters.
        sim.join()
        let views = sim.bindRemoteViews(after: 5)
        #expect(views.values.allSatisfy { $0.renderedFrames > 0 })
        #expect(sim.recorder.count("error decryptionFailed") == 1, "only from the first, encrypted session")
        sim.destroy()
    }

    @Test func theCustomPacketObserverSeesEveryPacketAndMustMatch() {
        let observer = XorObserver()
        let same = SimHarness(remotes: 1)
        #expect(same.engine.registerPacketObserver(observer) == 0)
        same.join()
        let views = same.bindRemoteViews(after: 5)
        #expect(views.values.allSatisfy { $0.renderedFrames > 20 })
        #expect(observer.sent > 50 && observer.received == observer.sent)
        same.destroy()

        let other = SimHarness(remotes: 1) { $0.remoteEncryption = .otherKey }
        other.engine.registerPacketObserver(XorObserver())
        other.join()
        let otherViews = other.bindRemoteViews(after: 5)
        #expect(otherViews.count == 1 && otherViews.values.allSatisfy { $0.renderedFrames == 0 })
        #expect(other.recorder.count("error") == 0, "the SDK cannot tell a custom transform failed; media is just undecodable")
        other.destroy()
    }

    @Test func transportCutsPayloadsIntoSealedPacketsAndRejectsMismatches() throws {
        let frame = SimFramePainter.paint(uid: 4242, width: 1280, height: 720, timestampMs: 1234, mirrored: true)
        let payload = SimMediaCodec.encode(frame)
        #expect(SimMediaCodec.decodeVideo(payload) == frame)
        let key = try SimEncryptionKey.derive(Self.config).get()
        var other = Self.config
        other.encryptionKey = "not the same"
        let otherKey = try SimEncryptionKey.derive(other).get()
        var sequence: UInt64 = 0
        let side = SimMediaTransport.Side(encryption: key, observer: nil)
        #expect(SimMediaTransport.transmit(payload, kind: .video, ssrc: 4242, sequence: &sequence, sender: side, receiver: side)
            == .delivered(payload))
        #expect(sequence == UInt64((payload.count + SimMediaTransport.maxChunk - 1) / SimMediaTransport.maxChunk))
        #expect(SimMediaTransport.transmit(payload, kind: .video, ssrc: 4242, sequence: &sequence, sender: side,
                                           receiver: .init(encryption: otherKey, observer: nil)) == .decryptionFailed)
        #expect(SimMediaTransport.transmit(payload, kind: .video, ssrc: 4242, sequence: &sequence, sender: .init(),
                                           receiver: .init(encryption: nil, observer: XorObserver())) == .undecodable)

        let pcm = SimVoicePcm.voice(level: 180, pitchHz: 140, at: 0.5)
        #expect(SimMediaCodec.decodeAudio(SimMediaCodec.encode(pcm)) == pcm)
        #expect((178...182).contains(SimVoicePcm.level(pcm)))
        var corrupt = SimMediaCodec.encode(pcm)
        corrupt[corrupt.count - 1] ^= 1
        #expect(SimMediaCodec.decodeAudio(corrupt) == nil, "the checksum catches a changed byte")
    }
}
