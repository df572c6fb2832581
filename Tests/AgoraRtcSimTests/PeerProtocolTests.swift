import Foundation
import Testing
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
    static let messages: [AgoraSimPeerMessage] = [
        .hello(version: AgoraSimPeerCodec.version, room: Array(0..<16)), .presence(presence),
        .presence(AgoraSimPeerPresence(uid: 7, isBroadcaster: false, publishesVideo: false, publishesAudio: false,
                                       width: 0, height: 0, fps: 0)),
        .leave(uid: UInt32.max), .videoFrame(picture), .keepAlive,
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
    }
}
