import Foundation
import MediaDecoding
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// The app's own video tracks (`createCustomVideoTrack`, `createCustomEncodedVideoTrack`), each published on a
/// connection of its own, as another connection of the same engine in the channel receives them; in virtual time.
@Suite struct CustomVideoTrackTests {
    static let watcher = AgoraRtcConnection(channelId: "tracks", localUid: 1234)

    static func trackUser(_ uid: UInt) -> AgoraRtcConnection { AgoraRtcConnection(channelId: "tracks", localUid: uid) }

    static var audience: AgoraRtcChannelMediaOptions {
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .audience
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = false
        return options
    }

    static func publishing(_ trackId: UInt32, encoded: Bool) -> AgoraRtcChannelMediaOptions {
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .broadcaster
        options.publishMicrophoneTrack = false
        options.customVideoTrackId = Int(trackId)
        if encoded { options.publishEncodedVideoTrack = true } else { options.publishCustomVideoTrack = true }
        return options
    }

    /// A grey NV12 frame of `luma`.
    static func nv12(luma: UInt8, width: Int = 160, height: Int = 90) -> AgoraVideoFrame {
        var frame = AgoraVideoFrame()
        frame.format = AgoraVideoFormat.NV12.rawValue
        frame.dataBuf = Data([UInt8](repeating: luma, count: width * height) + [UInt8](repeating: 128, count: width * height / 2))
        frame.strideInPixels = Int32(width)
        frame.height = Int32(height)
        return frame
    }

    @Test func tracksGetFreshIdsAndDestroyChecksTheKind() {
        let sim = SimHarness(remotes: 0)
        let raw = sim.engine.createCustomVideoTrack()
        let encoded = sim.engine.createCustomEncodedVideoTrack(AgoraEncodedVideoTrackOptions())
        #expect(raw == 1 && encoded == 2)
        #expect(sim.engine.destroyCustomEncodedVideoTrack(UInt(raw)) == -2, "not an encoded track")
        #expect(sim.engine.destroyCustomVideoTrack(UInt(encoded)) == -2, "not a raw track")
        #expect(sim.engine.destroyCustomVideoTrack(UInt(raw)) == 0)
        #expect(sim.engine.destroyCustomVideoTrack(UInt(raw)) == -2, "already gone")
        #expect(sim.engine.createCustomVideoTrack() == 3, "ids are not reused")
        #expect(sim.engine.pushExternalVideoFrame(Self.nv12(luma: 100), videoTrackId: 99) == -2)
        #expect(sim.engine.pushExternalVideoFrame(Self.nv12(luma: 100), videoTrackId: UInt(encoded)) == -2)
        sim.destroy()
        #expect(sim.engine.createCustomVideoTrack() == AgoraRtcEngineKit.invalidVideoTrackId)
    }

    @Test func aRawTracksFramesReachTheOtherConnection() throws {
        let sim = SimHarness(remotes: 0)
        sim.engine.enableVideo()
        let watcher = EventRecorder()
        sim.engine.joinChannelEx(byToken: nil, connection: Self.watcher, delegate: watcher, mediaOptions: Self.audience,
                                 joinSuccess: nil)
        let trackId = sim.engine.createCustomVideoTrack()
        // No setExternalVideoSource: a created track needs none.
        #expect(sim.engine.pushExternalVideoFrame(Self.nv12(luma: 200), videoTrackId: UInt(trackId)) == 0)
        sim.engine.joinChannelEx(byToken: nil, connection: Self.trackUser(20001), delegate: nil,
                                 mediaOptions: Self.publishing(trackId, encoded: false), joinSuccess: nil)
        let view = AgoraVideoView()
        sim.engine.setupRemoteVideoEx(AgoraRtcVideoCanvas(uid: 20001, view: view), connection: Self.watcher)
        sim.advance(1)
        #expect(watcher.events.contains("joined 20001"))
        #expect(watcher.events.contains { $0.hasPrefix("remoteVideo 20001 decoding") })
        let frame = try #require(view.latestFrame)
        #expect(frame.lumaWidth == 160 && frame.lumaHeight == 90 && frame.luma.allSatisfy { abs(Int($0) - 200) <= 2 },
                "the pushed picture, not a painted one")
        #expect(sim.engine.pushExternalVideoFrame(Self.nv12(luma: 60), videoTrackId: UInt(trackId)) == 0)
        sim.advance(0.5)
        #expect(view.latestFrame.map { abs(Int($0.luma[0]) - 60) <= 2 } == true, "the newest frame is what goes out")
        // Destroying the track stops the video its connection sends.
        #expect(sim.engine.destroyCustomVideoTrack(UInt(trackId)) == 0)
        sim.advance(0.2)
        #expect(watcher.events.contains("remoteVideo 20001 stopped remoteMuted"))
        sim.destroy()
    }

    @Test func anEncodedTracksH264IsDecodedOnTheReceivingSide() throws {
        let sim = SimHarness(remotes: 0)
        sim.engine.enableVideo()
        let watcher = EventRecorder()
        sim.engine.joinChannelEx(byToken: nil, connection: Self.watcher, delegate: watcher, mediaOptions: Self.audience,
                                 joinSuccess: nil)
        let trackId = sim.engine.createCustomEncodedVideoTrack(AgoraEncodedVideoTrackOptions())
        sim.engine.joinChannelEx(byToken: nil, connection: Self.trackUser(20002), delegate: nil,
                                 mediaOptions: Self.publishing(trackId, encoded: true), joinSuccess: nil)
        let view = AgoraVideoView()
        sim.engine.setupRemoteVideoEx(AgoraRtcVideoCanvas(uid: 20002, view: view), connection: Self.watcher)
        let reader = try MediaPacketReader(path: PlayerSample.path)
        var packets: [MediaEncodedPacket] = []
        while let packet = try reader.next() { packets.append(packet) }
        var info = AgoraEncodedVideoFrameInfo()
        info.codecType = .H264
        info.framesPerSecond = 15
        // A delta frame first: accepted, but nothing can be decoded from it yet.
        info.frameType = .deltaFrame
        #expect(sim.engine.pushExternalEncodedVideoFrame(Data(packets[1].data), info: info, videoTrackId: UInt(trackId)) == 0)
        sim.advance(0.2)
        #expect(sim.engine.simCustomVideoTrackPicture(UInt(trackId)) == nil)
        for packet in packets.prefix(8) {
            info.frameType = packet.isKeyFrame ? .keyFrame : .deltaFrame
            #expect(sim.engine.pushExternalEncodedVideoFrame(Data(packet.data), info: info, videoTrackId: UInt(trackId)) == 0)
            sim.advance(1.0 / 15)
        }
        sim.advance(0.5)
        let decoded = try #require(sim.engine.simCustomVideoTrackPicture(UInt(trackId)))
        #expect(decoded.lumaWidth == SampleMovie.width && decoded.lumaHeight == SampleMovie.height)
        let shown = try #require(view.latestFrame, "the other connection renders the decoded picture")
        #expect(shown.lumaWidth == SampleMovie.width)
        // The picture is one of the clip's: compare the luma of its region means with the synth's first frames.
        let means = Self.regionMeans(shown)
        let nearest = (0..<8).map { LumaRegions.distance(means, LumaRegions.drawnMeans($0)) }.min() ?? .infinity
        #expect(nearest < 8, "decoded H.264 looks like the clip (\(nearest))")
        #expect(watcher.events.contains { $0.hasPrefix("remoteVideo 20002 decoding") })

        // Another codec than the track's, empty data, an unknown track.
        info.codecType = .VP8
        #expect(sim.engine.pushExternalEncodedVideoFrame(Data(packets[0].data), info: info, videoTrackId: UInt(trackId)) == -2)
        info.codecType = .H264
        #expect(sim.engine.pushExternalEncodedVideoFrame(Data(), info: info, videoTrackId: UInt(trackId)) == -2)
        #expect(sim.engine.pushExternalEncodedVideoFrame(Data(packets[0].data), info: info, videoTrackId: 77) == -2)
        // A generic payload cannot be decoded by the simulation.
        var generic = AgoraEncodedVideoTrackOptions()
        generic.codecType = .generic
        let genericId = sim.engine.createCustomEncodedVideoTrack(generic)
        info.codecType = .generic
        #expect(sim.engine.pushExternalEncodedVideoFrame(Data([1, 2, 3]), info: info, videoTrackId: UInt(genericId)) == -4)
        sim.destroy()
    }

    static func regionMeans(_ frame: AgoraSimVideoFrame) -> [Double] {
        LumaRegions.means(frame.luma, width: frame.lumaWidth, height: frame.lumaHeight)
    }
}
