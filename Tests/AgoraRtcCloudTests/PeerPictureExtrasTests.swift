import Foundation
import Testing
@testable import AgoraRtcCloud
@testable import AgoraRtcSim

/// A picture's extras on the wire (issue 34): its alpha plane and a simulcasting sender's streams round-trip, a plain
/// picture's bytes are what they were before the extras, and malformed extras are refused.
@Suite struct PeerPictureExtrasTests {
    static let plain = PeerProtocolTests.picture
    static var withExtras: AgoraSimPeerPicture {
        var picture = plain
        picture.alpha = [0, 255, 128, 1, 2, 3, 250, 0, 9]
        picture.lowStreamMode = .enableSimulcastStream
        picture.layers = [AgoraSimPeerPictureLayer(streamType: .low, width: 160, height: 120, fps: 5, sequence: 3),
                          AgoraSimPeerPictureLayer(streamType: .layer4, width: 480, height: 270, fps: 5, sequence: 0)]
        return picture
    }

    @Test func alphaAndStreamsRoundTripAndTheSizeIsKnownWithoutEncoding() {
        for picture in [Self.withExtras, { var p = Self.plain; p.alpha = Self.withExtras.alpha; return p }(),
                        { var p = Self.withExtras; p.alpha = nil; return p }()] {
            let payload = AgoraSimPeerCodec.payload(.videoFrame(picture))
            #expect(AgoraSimPeerCodec.decode(payload) == .videoFrame(picture))
            #expect(AgoraSimPeerCodec.payloadBytes(of: picture) == payload.count)
        }
    }

    @Test func aPlainPictureHasNoExtraBytes() {
        let payload = AgoraSimPeerCodec.payload(.videoFrame(Self.plain))
        #expect(payload.count == AgoraSimPeerCodec.pictureHeaderBytes + Self.plain.planes.count)
    }

    @Test func malformedExtrasAreRefused() {
        let plain = AgoraSimPeerCodec.payload(.videoFrame(Self.plain))
        let good = AgoraSimPeerCodec.payload(.videoFrame(Self.withExtras))
        #expect(AgoraSimPeerCodec.decode(plain + [0]) == nil, "a flags byte of nothing")
        #expect(AgoraSimPeerCodec.decode(plain + [4]) == nil, "an unknown flag")
        #expect(AgoraSimPeerCodec.decode(plain + [1, 0, 0]) == nil, "a short alpha plane")
        #expect(AgoraSimPeerCodec.decode(good.dropLast()) == nil)
        #expect(AgoraSimPeerCodec.decode(good + [0]) == nil)
        // A layer naming the main stream, or a rate of 0.
        var high = Self.withExtras
        high.layers[0].streamType = .high
        #expect(AgoraSimPeerCodec.decode(AgoraSimPeerCodec.payload(.videoFrame(high))) == nil)
        var rateless = Array(good)
        rateless[rateless.count - 5] = 0
        #expect(AgoraSimPeerCodec.decode(rateless) == nil)
    }
}
