import Foundation
import Testing
import TestSupport
@testable import AgoraRtcSim

/// Pictures that cross to another instance besides the main connection's camera (issue 34, item 15): a
/// joinChannelEx connection's second camera or custom track, and a media player's published video, each under the
/// uid of the connection that publishes it. The pair of `CloudPeerTests` (a = 1001, b = 2002); b binds a view to the
/// uid and reads what it draws.
@Suite struct CloudExVideoTests {
    static let exConnection = AgoraRtcConnection(channelId: "demo", localUid: 3003)

    /// b has drawn a picture of `uid` that `matches`, and measured frames from it.
    static func received(_ b: SimHarness, _ view: AgoraVideoView, uid: UInt,
                         matches: (AgoraSimVideoFrame) -> Bool = { _ in true }) -> Bool {
        guard let frame = view.latestFrame, frame.uid == uid, matches(frame) else { return false }
        return b.recorder.remoteVideoStats.contains { $0.uid == uid && $0.receivedFrameRate > 0 }
    }

    static var exBroadcaster: AgoraRtcChannelMediaOptions {
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .broadcaster
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = false
        return options
    }

    @Test func aJoinChannelExConnectionsSecondCameraReachesTheOtherInstance() throws {
        let pair = try CloudPeerTests.Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        let config = AgoraCameraCapturerConfiguration(cameraDirection: .rear, dimensions: CGSize(width: 640, height: 360))
        #expect(a.engine.enableMultiCamera(true, config: config) == 0)
        #expect(a.engine.startCameraCapture(.cameraSecondary, config: config) == 0)
        var options = Self.exBroadcaster
        options.publishSecondaryCameraTrack = true
        #expect(a.engine.joinChannelEx(byToken: nil, connection: Self.exConnection, delegate: nil, mediaOptions: options,
                                       joinSuccess: nil) == 0)
        let view = CloudPeerTests.bindViews(b, 3003)
        #expect(CloudPeerTests.pump([a, b]) { Self.received(b, view, uid: 3003) },
                "\(b.recorder.events.filter { $0.contains("3003") }.suffix(8))")
        #expect(b.recorder.events.contains("joined 3003"))
    }

    @Test func aJoinChannelExConnectionsCustomTrackReachesTheOtherInstance() throws {
        let pair = try CloudPeerTests.Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        let track = a.engine.createCustomVideoTrack()
        var options = Self.exBroadcaster
        options.customVideoTrackId = Int(track)
        options.publishCustomVideoTrack = true
        #expect(a.engine.joinChannelEx(byToken: nil, connection: Self.exConnection, delegate: nil, mediaOptions: options,
                                       joinSuccess: nil) == 0)
        let view = CloudPeerTests.bindViews(b, 3003)
        // The track's grey 200: what b draws of 3003 is that grey, not a camera's picture.
        #expect(CloudPeerTests.pump([a, b]) {
            _ = a.engine.pushExternalVideoFrame(CustomVideoTrackTests.nv12(luma: 200), videoTrackId: UInt(track))
            return Self.received(b, view, uid: 3003) { frame in frame.luma.allSatisfy { abs(Int($0) - 200) <= 2 } }
        }, "\(b.recorder.events.filter { $0.contains("3003") }.suffix(8))")
    }

    @Test func aPublishedMediaPlayersVideoReachesTheOtherInstance() throws {
        let pair = try CloudPeerTests.Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        let player = try #require(a.engine.createMediaPlayer(with: nil))
        #expect(player.setLoopCount(-1) == 0)
        #expect(player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: true)) == 0)
        var options = Self.exBroadcaster
        options.publishMediaPlayerVideoTrack = true
        options.publishMediaPlayerId = Int(player.getMediaPlayerId())
        #expect(a.engine.joinChannelEx(byToken: nil, connection: Self.exConnection, delegate: nil, mediaOptions: options,
                                       joinSuccess: nil) == 0)
        let view = CloudPeerTests.bindViews(b, 3003)
        // The sample's stream size is announced with its pictures.
        #expect(CloudPeerTests.pump([a, b]) {
            Self.received(b, view, uid: 3003) { $0.width == 160 && $0.height == 90 }
        }, "\(String(describing: view.latestFrame.map { ($0.uid, $0.width, $0.height) })) \(b.recorder.events.filter { $0.contains("3003") }.suffix(8))")
    }
}
