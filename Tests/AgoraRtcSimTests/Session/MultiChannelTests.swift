import Foundation
import Testing
import TestSupport
@testable import AgoraRtcSim

/// joinChannelEx and friends: several connections on one engine, each with its own delegate, connection state
/// machine, remote users, stats and views, in virtual time.
@Suite struct MultiChannelTests {
    static let second = AgoraRtcConnection(channelId: "demo-2", localUid: 2345)

    /// The main connection watches "demo" as audience (uid 1234); the second publishes into "demo-2".
    private func joinBoth(_ sim: SimHarness, _ ex: EventRecorder, token: String? = nil) {
        sim.engine.enableVideo()
        sim.engine.startPreview()
        var watch = AgoraRtcChannelMediaOptions()
        watch.publishCameraTrack = false
        watch.publishMicrophoneTrack = false
        watch.clientRoleType = .audience
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 1234, mediaOptions: watch, joinSuccess: nil)
        #expect(sim.engine.joinChannelEx(byToken: token, connection: Self.second, delegate: ex,
                                         mediaOptions: Self.publishing, joinSuccess: nil) == 0)
    }

    static var publishing: AgoraRtcChannelMediaOptions {
        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = true
        options.publishMicrophoneTrack = true
        options.clientRoleType = .broadcaster
        return options
    }

    @Test func eachConnectionReportsToItsOwnDelegate() {
        let sim = SimHarness(remotes: 2)
        let ex = EventRecorder()
        joinBoth(sim, ex)
        #expect(sim.engine.getConnectionStateEx(Self.second) == .connecting)
        sim.advance(0.5)
        #expect(sim.engine.getConnectionState() == .connected)
        #expect(sim.engine.getConnectionStateEx(Self.second) == .connected)
        #expect(sim.recorder.events.contains { $0.hasPrefix("join demo 1234") })
        #expect(ex.events.contains { $0.hasPrefix("join demo-2 2345") })
        #expect(!sim.recorder.events.contains { $0.hasPrefix("join demo-2") })
        #expect(ex.events.filter { $0.hasPrefix("connection") } == ["connection connecting connecting", "connection connected joinSuccess"])
        // The trace names the connection a callback belongs to.
        #expect(sim.trace.events.contains {
            $0.kind == .callback && $0.name == "rtcEngine(_:didJoinChannel:withUid:elapsed:)"
                && $0.detail.hasPrefix("connection: {channelId: \"demo-2\", localUid: 2345}")
        })
    }

    @Test func eachConnectionHasItsOwnRemoteUsersAndStats() {
        let sim = SimHarness(remotes: 2)
        let ex = EventRecorder()
        joinBoth(sim, ex)
        sim.advance(6)
        let mainJoined = Set(sim.recorder.events.filter { $0.hasPrefix("joined ") })
        let exJoined = Set(ex.events.filter { $0.hasPrefix("joined ") })
        #expect(mainJoined.count == 2)
        #expect(exJoined.count == 2)
        #expect(mainJoined.isDisjoint(with: exJoined), "two channels, two sets of people")
        // Only the publishing connection reports local video; each reports its own channel's remote video.
        #expect(sim.recorder.localVideoStats.isEmpty)
        #expect(!ex.localVideoStats.isEmpty)
        #expect(ex.localAudioStats.last.map { $0.sentBitrate > 0 } == true)
        #expect(sim.recorder.localAudioStats.last?.sentBitrate == 0)
        #expect(Set(sim.recorder.remoteVideoStats.map(\.uid)).count == 2)
        #expect(Set(ex.remoteVideoStats.map(\.uid)).isDisjoint(with: Set(sim.recorder.remoteVideoStats.map(\.uid))))
        #expect(ex.rtcStats.last?.userCount == 3)
        // The camera is the engine's: it encodes because the second connection publishes it.
        #expect(sim.engine.lock.locked { sim.engine.state.video.camera.state } == .encoding)
        #expect(sim.engine.lock.locked { sim.engine.state.localAudio.state } == .encoding)
    }

    @Test func setupRemoteVideoExRendersIntoTheViewOfThatConnection() {
        let sim = SimHarness(remotes: 1)
        let ex = EventRecorder()
        joinBoth(sim, ex)
        sim.advance(4)
        let uid = sim.engine.lock.locked { sim.engine.state.links[1].remotes[0].uid }
        let view = AgoraVideoView()
        #expect(sim.engine.setupRemoteVideoEx(AgoraRtcVideoCanvas(uid: uid, view: view), connection: Self.second) == 0)
        sim.advance(1)
        #expect(view.renderedFrames > 5)
        #expect(view.latestFrame?.uid == uid)
        #expect(ex.events.contains("firstRemoteFrame \(uid) \(view.latestFrame?.width ?? 0)x\(view.latestFrame?.height ?? 0)"))
        #expect(!sim.recorder.events.contains { $0.hasPrefix("firstRemoteFrame \(uid)") })
        // The main connection names itself by its channel and uid too.
        let main = AgoraRtcConnection(channelId: "demo", localUid: 1234)
        let mainUid = sim.engine.lock.locked { sim.engine.state.links[0].remotes[0].uid }
        let mainView = AgoraVideoView()
        #expect(sim.engine.setupRemoteVideoEx(AgoraRtcVideoCanvas(uid: mainUid, view: mainView), connection: main) == 0)
        sim.advance(1)
        #expect(mainView.renderedFrames > 5)
        let rendered = view.renderedFrames
        #expect(sim.engine.setupRemoteVideoEx(AgoraRtcVideoCanvas(uid: uid, view: nil), connection: Self.second) == 0)
        sim.advance(1)
        #expect(view.renderedFrames == rendered, "unbound")
    }

    @Test func leavingTheSecondConnectionLeavesTheFirstAlone() {
        let sim = SimHarness(remotes: 1)
        let ex = EventRecorder()
        joinBoth(sim, ex)
        sim.advance(4)
        #expect(sim.engine.leaveChannelEx(Self.second, options: nil, leaveChannelBlock: nil) == 0)
        sim.advance(0.1)
        #expect(ex.events.suffix(4).contains("connection disconnected leaveChannel"))
        #expect(ex.events.contains { $0.hasPrefix("leave ") })
        #expect(sim.engine.getConnectionStateEx(Self.second) == .disconnected)
        #expect(sim.engine.getConnectionState() == .connected)
        #expect(!sim.recorder.events.contains { $0.hasPrefix("leave ") })
        // Nothing publishes the camera now: it only previews.
        #expect(sim.engine.lock.locked { sim.engine.state.video.camera.state } == .capturing)
        let exCount = ex.events.count
        sim.advance(6)
        #expect(ex.events.count == exCount, "a left connection is silent")
        #expect(sim.recorder.rtcStats.count >= 3, "the main connection goes on")
        // It can join again.
        #expect(sim.engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: ex, mediaOptions: Self.publishing,
                                         joinSuccess: nil) == 0)
        sim.advance(0.5)
        #expect(sim.engine.getConnectionStateEx(Self.second) == .connected)
        #expect(ex.count("join demo-2") == 2)
    }

    @Test func leaveChannelLeavesEveryConnection() {
        let sim = SimHarness(remotes: 1)
        let ex = EventRecorder()
        joinBoth(sim, ex)
        sim.advance(2)
        #expect(sim.engine.leaveChannel(nil) == 0)
        sim.advance(0.1)
        #expect(ex.events.contains("connection disconnected leaveChannel"))
        #expect(sim.recorder.events.contains("connection disconnected leaveChannel"))
        #expect(sim.engine.getConnectionStateEx(Self.second) == .disconnected)
        #expect(sim.engine.leaveChannelEx(Self.second, options: nil, leaveChannelBlock: nil) == -18, "already gone")
        #expect(sim.engine.leaveChannel(nil) == 0, "nothing left to leave, and that is not an error")
    }

    @Test func leaveChannelWithOnlyAnExConnectionLeavesIt() {
        let sim = SimHarness(remotes: 0)
        let ex = EventRecorder()
        sim.engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: ex, mediaOptions: Self.publishing, joinSuccess: nil)
        sim.advance(0.5)
        #expect(sim.engine.leaveChannel(nil) == 0)
        sim.advance(0.1)
        #expect(ex.count("leave ") == 1)
        #expect(sim.recorder.count("leave ") == 0)
    }

    @Test func theRulesOfJoiningAnotherChannel() {
        let sim = SimHarness(remotes: 0)
        let ex = EventRecorder()
        joinBoth(sim, ex)
        let engine = sim.engine
        let options = Self.publishing
        // The same connection again: it is not DISCONNECTED.
        #expect(engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: ex, mediaOptions: options, joinSuccess: nil) == -17)
        // The main connection's channel and uid: the same connection too.
        let main = AgoraRtcConnection(channelId: "demo", localUid: 1234)
        #expect(engine.joinChannelEx(byToken: nil, connection: main, delegate: ex, mediaOptions: options, joinSuccess: nil) == -17)
        // Arguments: empty name (-5), bad name (-102), uid 0 (the docs ask for a non-zero uid per connection).
        #expect(engine.joinChannelEx(byToken: nil, connection: .init(channelId: "", localUid: 9), delegate: ex,
                                     mediaOptions: options, joinSuccess: nil) == -5)
        #expect(engine.joinChannelEx(byToken: nil, connection: .init(channelId: "bad/name", localUid: 9), delegate: ex,
                                     mediaOptions: options, joinSuccess: nil) == -102)
        #expect(engine.joinChannelEx(byToken: nil, connection: .init(channelId: "demo-3", localUid: 0), delegate: ex,
                                     mediaOptions: options, joinSuccess: nil) == -121)
        // The same channel as another uid is allowed (a second user, like a screen share).
        #expect(engine.joinChannelEx(byToken: nil, connection: .init(channelId: "demo", localUid: 999), delegate: ex,
                                     mediaOptions: options, joinSuccess: nil) == 0)
        // Unknown connections.
        let unknown = AgoraRtcConnection(channelId: "nowhere", localUid: 1)
        #expect(engine.leaveChannelEx(unknown, options: nil, leaveChannelBlock: nil) == -18)
        #expect(engine.updateChannelEx(with: options, connection: unknown) == -8)
        #expect(engine.setupRemoteVideoEx(AgoraRtcVideoCanvas(uid: 5, view: AgoraVideoView()), connection: unknown) == -8)
        #expect(engine.takeSnapshotEx(unknown, uid: 0, filePath: "/tmp/x.ppm") == -8)
        #expect(engine.getConnectionStateEx(unknown) == .disconnected)
        #expect(engine.setupRemoteVideoEx(AgoraRtcVideoCanvas(uid: 0, view: AgoraVideoView()), connection: Self.second) == -2)
        var emptyToken = AgoraRtcChannelMediaOptions()
        emptyToken.token = ""
        #expect(engine.updateChannelEx(with: emptyToken, connection: Self.second) == -2)
        // The main connection cannot join a channel a joinChannelEx connection uses (ERR_REFUSED).
        engine.leaveChannelEx(main, options: nil, leaveChannelBlock: nil)
        #expect(engine.getConnectionState() == .disconnected)
        #expect(engine.joinChannel(byToken: nil, channelId: "demo-2", uid: 77, mediaOptions: .init(), joinSuccess: nil) == -5)
        #expect(engine.joinChannel(byToken: nil, channelId: "demo", uid: 77, mediaOptions: .init(), joinSuccess: nil) == -5)
        #expect(engine.joinChannel(byToken: nil, channelId: "demo-4", uid: 77, mediaOptions: .init(), joinSuccess: nil) == 0)
    }

    /// The same simulated people, and each other: the engine's own connections are users of the channel too.
    @Test func aSecondUidInTheSameChannelSeesTheSamePeople() {
        let sim = SimHarness(remotes: 3)
        let ex = EventRecorder()
        sim.joinAsBroadcaster(channel: "demo", uid: 1234)
        sim.engine.joinChannelEx(byToken: nil, connection: .init(channelId: "demo", localUid: 999), delegate: ex,
                                 mediaOptions: Self.publishing, joinSuccess: nil)
        sim.advance(5)
        let mainJoined = Set(sim.recorder.events.filter { $0.hasPrefix("joined ") })
        #expect(mainJoined.count == 4 && mainJoined.contains("joined 999"))
        #expect(Set(ex.events.filter { $0.hasPrefix("joined ") }) == mainJoined.subtracting(["joined 999"]).union(["joined 1234"]))
    }

    @Test func updateChannelExChangesThatConnectionsRoleOnly() {
        let sim = SimHarness(remotes: 0)
        let ex = EventRecorder()
        joinBoth(sim, ex)
        sim.advance(1)
        #expect(sim.engine.lock.locked { sim.engine.state.video.camera.state } == .encoding)
        var audience = AgoraRtcChannelMediaOptions()
        audience.clientRoleType = .audience
        audience.publishCameraTrack = false
        audience.publishMicrophoneTrack = false
        #expect(sim.engine.updateChannelEx(with: audience, connection: Self.second) == 0)
        sim.advance(0.1)
        #expect(ex.events.contains("role broadcaster audience"))
        #expect(!sim.recorder.events.contains("role broadcaster audience"))
        #expect(ex.events.contains("localVideo capturing"))
        #expect(sim.engine.lock.locked { (sim.engine.state.video.camera.state, sim.engine.state.localAudio.state) } == (.capturing, .stopped))
    }

    @Test func leaveOptionsDecideWhetherTheMicrophoneStaysOn() {
        for stop in [true, false] {
            let sim = SimHarness(remotes: 0)
            let ex = EventRecorder()
            joinBoth(sim, ex)
            sim.advance(1)
            #expect(sim.engine.lock.locked { sim.engine.state.localAudio.state } == .encoding)
            sim.engine.leaveChannelEx(Self.second, options: AgoraLeaveChannelOptions(stopMicrophoneRecording: stop),
                                      leaveChannelBlock: nil)
            sim.advance(0.1)
            #expect(sim.engine.lock.locked { sim.engine.state.localAudio.state } == (stop ? .stopped : .recording))
            #expect(ex.events.last { $0.hasPrefix("localAudio") } == (stop ? "localAudio stopped" : "localAudio recording"))
            // leaveChannel (default options) stops it in any case.
            sim.engine.leaveChannel(nil)
            sim.advance(0.1)
            #expect(sim.engine.lock.locked { sim.engine.state.localAudio.state } == .stopped)
        }
    }

    @Test func aNetworkDropReachesEveryConnection() {
        let sim = SimHarness(remotes: 0)
        let ex = EventRecorder()
        joinBoth(sim, ex)
        sim.advance(1)
        #expect(sim.engine.simDropNetwork(for: 6) == 0)
        sim.advance(5)
        #expect(sim.recorder.events.contains("connection reconnecting interrupted"))
        #expect(ex.events.contains("connection reconnecting interrupted"))
        sim.advance(2)
        #expect(ex.events.contains { $0.hasPrefix("rejoin demo-2 2345") })
        #expect(sim.engine.getConnectionStateEx(Self.second) == .connected)
    }

    @Test func destroyEndsEveryConnectionsCallbacks() {
        let sim = SimHarness(remotes: 2)
        let ex = EventRecorder()
        joinBoth(sim, ex)
        sim.advance(3)
        sim.destroy()
        let count = ex.events.count
        sim.advance(5)
        #expect(ex.events.count == count)
        #expect(sim.engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: ex, mediaOptions: Self.publishing,
                                         joinSuccess: nil) == -7)
    }

    @Test func aReleasedExDelegateHearsNothingAndTheMainOneNothingOfIt() {
        let sim = SimHarness(remotes: 1)
        var ex: EventRecorder? = EventRecorder()
        joinBoth(sim, ex!)
        ex = nil
        sim.advance(4)
        #expect(!sim.recorder.events.contains { $0.hasPrefix("join demo-2") })
        #expect(sim.engine.getConnectionStateEx(Self.second) == .connected)
    }
}
