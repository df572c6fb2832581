import Foundation
import Testing
@testable import AgoraRtcCloud
@testable import AgoraRtcSim

/// The peer protocol's codec (issue 18): round trips, and hostile input refused without trapping or allocating
/// what the input asks for.
@Suite struct PeerProtocolTests {
    static let presence = AgoraSimPeerPresence(uid: 4321, account: "Ada 李", isBroadcaster: true, publishesVideo: true,
                                               publishesAudio: false, videoMuted: false, audioMuted: true,
                                               width: 960, height: 540, fps: 15, joinedAtMs: 1_767_225_600_042,
                                               connectionId: 0xFEDC_BA98_7654_3210)
    static let picture = AgoraSimPeerPicture(uid: 4321, width: 960, height: 540, lumaWidth: 3, lumaHeight: 3,
                                             planes: Array(0..<UInt8(AgoraSimPeerPicture.planeBytes(lumaWidth: 3, lumaHeight: 3))),
                                             timestampMs: 1_234_567_890_123, sequence: 0xFFFF_FFFE, sentAtMs: 1_767_225_600_123)
    static let audio = AgoraSimPeerAudio(uid: 4321, sequence: 7, timestampMs: 1_767_225_600_123, sampleRate: 16_000,
                                         channels: 1, samples: [0, 1200, -1200, .max, .min, 5, -5, 0])
    /// Data streams are binary by the SDK's definition: a control character crosses as it is.
    static let streamMessage = AgoraSimPeerStreamMessage(uid: 4321, streamId: 2, sequence: 9, ordered: true,
                                                         syncWithAudio: false, data: Array("hi \u{1B}[2J".utf8))
    static let videoMetadata = AgoraSimPeerMetadata(uid: 4321, kind: .video, timestampMs: 99,
                                                    bytes: [UInt8](repeating: 0x41, count: 1024))
    static let audioMetadata = AgoraSimPeerMetadata(uid: 4321, kind: .audio, timestampMs: 1, bytes: [])
    static let sealed = AgoraSimPeerSealed(uid: 4321, mode: 7, content: 4, nonce: Array(0..<12),
                                           sealed: [UInt8](repeating: 0xAB, count: 40))
    static let messages: [AgoraSimPeerMessage] = [
        .hello(version: AgoraSimPeerCodec.version, room: Array(0..<16)), .presence(presence),
        .presence(AgoraSimPeerPresence(uid: 7, isBroadcaster: false, publishesVideo: false, publishesAudio: false,
                                       width: 0, height: 0, fps: 0)),
        .leave(uid: UInt32.max), .videoFrame(picture), .keepAlive, .audioFrame(audio),
        .audioFrame(AgoraSimPeerAudio(uid: 1, sequence: .max, timestampMs: 0, sampleRate: 48_000, channels: 2,
                                      samples: [Int16](repeating: -3, count: 2 * AgoraSimPeerCodec.maxAudioFrames(rate: 48_000)))),
        .streamMessage(streamMessage), .metadata(videoMetadata), .metadata(audioMetadata), .sealed(sealed),
    ]

    @Test func everyMessageRoundTripsThroughOneStream() {
        var stream: [UInt8] = []
        for message in Self.messages { stream += AgoraSimPeerCodec.frame(message) }
        var splitter = AgoraSimPeerFrameSplitter()
        // Byte by byte, as a slow socket hands them over.
        let payloads = stream.flatMap { splitter.append([$0]) }
        #expect(payloads.compactMap { AgoraSimPeerCodec.decode($0) } == Self.messages)
        #expect(!splitter.isBroken)
    }

    @Test func truncatedAndOverlongPayloadsAreRefused() {
        for message in Self.messages {
            let payload = AgoraSimPeerCodec.payload(message)
            for length in 0..<payload.count {
                #expect(AgoraSimPeerCodec.decode(payload.prefix(length)) == nil, "\(message) cut at \(length)")
            }
            #expect(AgoraSimPeerCodec.decode(payload + [0]) == nil, "\(message) with a trailing byte")
        }
    }

    @Test func fieldsOutOfRangeAreRefused() {
        var unknownKind = AgoraSimPeerCodec.payload(.keepAlive)
        unknownKind[0] = 99
        #expect(AgoraSimPeerCodec.decode(unknownKind) == nil)
        var flags = AgoraSimPeerCodec.payload(.presence(Self.presence))
        let flagsAt = 1 + 4 + 1 + Array("Ada 李".utf8).count
        flags[flagsAt] |= 0x80
        #expect(AgoraSimPeerCodec.decode(flags) == nil, "an unknown flag")
        var oversized = AgoraSimPeerCodec.payload(.videoFrame(Self.picture))
        oversized[9] = 200 // a raster wider than any tile, with the bytes of a 3×3 one
        #expect(AgoraSimPeerCodec.decode(oversized) == nil)
        var empty = AgoraSimPeerCodec.payload(.videoFrame(Self.picture))
        empty[10] = 0
        #expect(AgoraSimPeerCodec.decode(empty) == nil, "a picture with no rows")
        var joinedLate = AgoraSimPeerCodec.payload(.presence(Self.presence))
        joinedLate.replaceSubrange((flagsAt + 6)..<(flagsAt + 14), with: [UInt8](repeating: 0xFF, count: 8))
        #expect(AgoraSimPeerCodec.decode(joinedLate) == nil, "a join time past year 9999")
        var sentLate = AgoraSimPeerCodec.payload(.videoFrame(Self.picture))
        sentLate.replaceSubrange(23..<31, with: [UInt8](repeating: 0xFF, count: 8))
        #expect(AgoraSimPeerCodec.decode(sentLate) == nil, "a send time past year 9999")
    }

    /// The fields that tell two connections of one uid apart, and that measure a picture's trip, cross intact; the
    /// receiver counts a picture's bytes without encoding it again.
    @Test func identityAndPictureTimingRoundTrip() throws {
        guard case .presence(let presence) = try #require(AgoraSimPeerCodec.decode(AgoraSimPeerCodec.payload(.presence(Self.presence))))
        else { Issue.record("not a presence"); return }
        #expect(presence.joinedAtMs == 1_767_225_600_042 && presence.connectionId == 0xFEDC_BA98_7654_3210)
        let payload = AgoraSimPeerCodec.payload(.videoFrame(Self.picture))
        guard case .videoFrame(let picture) = try #require(AgoraSimPeerCodec.decode(payload))
        else { Issue.record("not a picture"); return }
        #expect(picture.sequence == 0xFFFF_FFFE && picture.sentAtMs == 1_767_225_600_123)
        #expect(AgoraSimPeerCodec.payloadBytes(of: picture) == payload.count)
    }

    /// Offsets in an audio frame's payload: kind, uid, sequence, timestamp, then these.
    static let rateAt = 17, channelsAt = 19, framesAt = 20

    @Test func audioFramesOutOfRangeAreRefused() {
        let payload = AgoraSimPeerCodec.payload(.audioFrame(Self.audio))
        #expect(payload.count == AgoraSimPeerCodec.audioHeaderBytes + 2 * Self.audio.samples.count)
        #expect(payload.count == Self.audio.payloadBytes)
        func with(_ offset: Int, _ bytes: [UInt8]) -> [UInt8] {
            var changed = payload
            changed.replaceSubrange(offset..<offset + bytes.count, with: bytes)
            return changed
        }
        #expect(AgoraSimPeerCodec.decode(with(Self.rateAt, [0x30, 0x39])) == nil, "12345 Hz is no rate the SDK takes")
        #expect(AgoraSimPeerCodec.decode(with(Self.rateAt, [0, 0])) == nil, "0 Hz")
        #expect(AgoraSimPeerCodec.decode(with(Self.channelsAt, [0])) == nil, "no channels")
        #expect(AgoraSimPeerCodec.decode(with(Self.channelsAt, [3])) == nil, "three channels")
        #expect(AgoraSimPeerCodec.decode(with(Self.framesAt, [0, 0])) == nil, "no samples")
        // 8 frames of stereo would need 16 samples: the bytes of 8 are too few.
        #expect(AgoraSimPeerCodec.decode(with(Self.channelsAt, [2])) == nil, "the samples do not fill the frames")
        #expect(AgoraSimPeerCodec.decode(with(Self.framesAt, [0, 4])) == nil, "more samples than the frames hold")
        // More than 60 ms at 16 kHz, whatever follows: refused before anything is read.
        #expect(AgoraSimPeerCodec.decode(with(Self.framesAt, [0x03, 0xC1]) + [UInt8](repeating: 0, count: 2 * 961)) == nil)
        let longest = 16 * AgoraSimPeerCodec.maxAudioFrameMs
        var full = Self.audio
        full.samples = [Int16](repeating: 9, count: longest)
        #expect(AgoraSimPeerCodec.decode(AgoraSimPeerCodec.payload(.audioFrame(full))) == .audioFrame(full), "60 ms is fine")
        full.samples += [9]
        let cut = AgoraSimPeerCodec.decode(AgoraSimPeerCodec.payload(.audioFrame(full)))
        #expect(cut.map { if case .audioFrame(let audio) = $0 { audio.samples.count == longest } else { false } } == true,
                "the encoder sends no more than the decoder takes")
    }

    @Test func anAudioFrameIsAsLongAsItsSamples() {
        #expect(Self.audio.durationMs == 0.5)
        // 40 ms at 16 kHz mono; the pipeline's 10 ms blocks gather four to a frame.
        #expect(SimCloudAudioSender.frameSamples == 640)
        var sender = SimCloudAudioSender()
        for value in Int16(1)...3 { #expect(sender.append([Int16](repeating: value, count: 160)) == nil) }
        #expect(sender.append([Int16](repeating: 4, count: 160)) == (Int16(1)...4).flatMap { [Int16](repeating: $0, count: 160) })
        #expect(sender.pending.isEmpty)
    }

    /// Offsets: kind 0, uid 1–4, stream 5–6, sequence 7–10, flags 11, length 12–13, data from 14.
    @Test func dataStreamPacketsOutOfRangeAreRefused() {
        let good = AgoraSimPeerCodec.payload(.streamMessage(Self.streamMessage))
        var noStream = good
        (noStream[5], noStream[6]) = (0, 0)
        #expect(AgoraSimPeerCodec.decode(noStream) == nil, "stream id 0")
        var flags = good
        flags[11] |= 0x80
        #expect(AgoraSimPeerCodec.decode(flags) == nil, "an unknown flag")
        let empty = Array(good.prefix(12)) + [0, 0]
        #expect(AgoraSimPeerCodec.decode(empty) == nil, "an empty message")
        var full = Self.streamMessage
        full.data = [UInt8](repeating: 1, count: 1024)
        #expect(AgoraSimPeerCodec.decode(AgoraSimPeerCodec.payload(.streamMessage(full))) == .streamMessage(full))
        let over = Array(AgoraSimPeerCodec.payload(.streamMessage(full)).prefix(12)) + [0x04, 0x01] + [UInt8](repeating: 1, count: 1025)
        #expect(AgoraSimPeerCodec.decode(over) == nil, "over the SDK's 1 KB")
    }

    /// Offsets: kind 0, uid 1–4, metadata kind 5, timestamp 6–13, length 14–15, bytes from 16.
    @Test func metadataOutOfRangeIsRefused() {
        var unknownKind = AgoraSimPeerCodec.payload(.metadata(Self.audioMetadata))
        unknownKind[5] = 2
        #expect(AgoraSimPeerCodec.decode(unknownKind) == nil)
        let head = Array(AgoraSimPeerCodec.payload(.metadata(Self.videoMetadata)).prefix(14))
        #expect(AgoraSimPeerCodec.decode(head + [0x04, 0x01] + [UInt8](repeating: 0x41, count: 1025)) == nil, "video over 1024")
        var audio = Self.audioMetadata
        audio.bytes = [UInt8](repeating: 7, count: AgoraRtcEngineKit.maximumAudioMetadataBytes)
        #expect(AgoraSimPeerCodec.decode(AgoraSimPeerCodec.payload(.metadata(audio))) == .metadata(audio))
        let audioHead = Array(AgoraSimPeerCodec.payload(.metadata(audio)).prefix(14))
        #expect(AgoraSimPeerCodec.decode(audioHead + [0x01, 0x01] + [UInt8](repeating: 7, count: 257)) == nil, "audio over 256")
    }

    /// Offsets: kind 0, uid 1–4, mode 5, content 6, nonce 7–18, length 19–22, sealed bytes from 23.
    @Test func sealedEnvelopesOutOfRangeAreRefused() {
        let good = AgoraSimPeerCodec.payload(.sealed(Self.sealed))
        for mode: UInt8 in [0, 9, 255] {
            var bad = good
            bad[5] = mode
            #expect(AgoraSimPeerCodec.decode(bad) == nil, "mode \(mode)")
        }
        // Only media is sealed: not presence, not an envelope in an envelope, not an unknown kind.
        for content: UInt8 in [2, 3, 5, 9, 99] {
            var bad = good
            bad[6] = content
            #expect(AgoraSimPeerCodec.decode(bad) == nil, "content \(content)")
        }
        var short = Self.sealed
        short.sealed = [UInt8](repeating: 1, count: AgoraSimPeerCodec.minSealedBytes - 1)
        #expect(AgoraSimPeerCodec.decode(AgoraSimPeerCodec.payload(.sealed(short))) == nil, "shorter than a tag")
        var huge = Array(good.prefix(19))
        huge += [0x7F, 0xFF, 0xFF, 0xFF]
        #expect(AgoraSimPeerCodec.decode(huge) == nil, "a length past the payload")
    }

    @Test func accountsWithControlCharactersOrBadUTF8AreRefused() {
        for account in ["\u{1B}[2J", "tab\there", "\u{9B}31m"] {
            var presence = Self.presence
            presence.account = account
            #expect(AgoraSimPeerCodec.decode(AgoraSimPeerCodec.payload(.presence(presence))) == nil, "\(account.debugDescription)")
        }
        var badUTF8 = AgoraSimPeerCodec.payload(.presence(Self.presence))
        badUTF8[6] = 0xFF
        #expect(AgoraSimPeerCodec.decode(badUTF8) == nil)
    }

    @Test func aHugeOrZeroLengthBreaksTheStreamWithoutBuffering() {
        var splitter = AgoraSimPeerFrameSplitter()
        #expect(splitter.append([0x7F, 0xFF, 0xFF, 0xFF] + [UInt8](repeating: 1, count: 100)).isEmpty)
        #expect(splitter.isBroken)
        #expect(splitter.append(AgoraSimPeerCodec.frame(.keepAlive)).isEmpty, "nothing after a broken length is trusted")
        var zero = AgoraSimPeerFrameSplitter()
        _ = zero.append([0, 0, 0, 0])
        #expect(zero.isBroken)
    }

    @Test func theFuzzerSeedsDecode() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/peer/session.bin")
        var splitter = AgoraSimPeerFrameSplitter()
        let messages = splitter.append([UInt8](try Data(contentsOf: corpus))).compactMap { AgoraSimPeerCodec.decode($0) }
        #expect(messages.count == 5)
        for name in ["audio-frame.bin", "stereo-audio-frame.bin"] {
            var audio = AgoraSimPeerFrameSplitter()
            let bytes = [UInt8](try Data(contentsOf: corpus.deletingLastPathComponent().appendingPathComponent(name)))
            let decoded = audio.append(bytes).compactMap { AgoraSimPeerCodec.decode($0) }
            #expect(decoded.count == 1 && decoded.allSatisfy { if case .audioFrame = $0 { true } else { false } }, "\(name)")
            if name == "audio-frame.bin" { #expect(decoded == [.audioFrame(Self.audio)]) }
        }
        var kinds: [String] = []
        for name in ["stream-message", "metadata", "sealed"] {
            var splitter = AgoraSimPeerFrameSplitter()
            let bytes = [UInt8](try Data(contentsOf: corpus.deletingLastPathComponent().appendingPathComponent(name + ".bin")))
            for message in splitter.append(bytes).compactMap({ AgoraSimPeerCodec.decode($0) }) {
                switch message {
                case .streamMessage: kinds.append("stream")
                case .metadata(let metadata): kinds.append("\(metadata.kind)")
                case .sealed: kinds.append("sealed")
                default: kinds.append("other")
                }
            }
        }
        #expect(kinds == ["stream", "video", "audio", "sealed"])
    }
}
