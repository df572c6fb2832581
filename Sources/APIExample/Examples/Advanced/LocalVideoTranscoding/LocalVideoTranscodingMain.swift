import AgoraRtcSim
import Foundation
import MediaFormats

/// Local video transcoding (the SwiftUI sample's media player + camera composite): the bundled sample MP4 plays,
/// muted locally, as the 200×200 bottom layer, and the rear camera, captured at 100×100 and mirrored, sits in its
/// top-left corner on the layer above. The SDK composes them with `startLocalVideoTranscoder`; the app draws each
/// composed frame `onTranscodedVideoFrame` hands it (BGRA, as the original asks) in the left tile. Remote users get
/// the plain camera: the options do not publish the transcoded track, as in the original.
///
/// The sample has no loop, as in the original: when the clip ends the player keeps its last picture, so the bottom
/// layer stands still on the clip's last frame while the camera inset goes on moving.
///
/// Departures from the original:
/// - The bottom layer plays the bundled sample MP4; the original opens its `sample.mp4` from the network (the same
///   address as MediaPlayer).
/// - Each remote user gets a tile of its own; the original has one remote tile, to the right of the composite, which
///   every remote user is bound to.
/// - A media player failure is shown as an error notice; the original's player delegate handles nothing, so a failed
///   clip just leaves the bottom layer empty.
final class LocalVideoTranscodingMain: CaseSession<LocalVideoTranscodingEntry>, AgoraVideoFrameDelegate, AgoraRtcMediaPlayerDelegate {
    /// The original's custom sample-buffer view: the app's own, fed the composed frames.
    private let transcodedView = AppVideoView()
    private var mediaPlayer: (any AgoraRtcMediaPlayerProtocol)?

    override func start() {
        localAppTile(transcodedView)
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.setVideoFrameDelegate(self)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        engine.setDefaultAudioRouteToSpeakerphone(true)

        let player = engine.createMediaPlayer(with: self)
        mediaPlayer = player
        player?.open(with: AgoraMediaSource(url: CaseMedia.resolve(SampleMovie.fileName)))
        player?.adjustPlayoutVolume(0)

        let playerStream = AgoraTranscodingVideoStream(
            sourceType: .mediaPlayer, mediaPlayerId: UInt(player?.getMediaPlayerId() ?? 0),
            rect: CGRect(x: 0, y: 0, width: 200, height: 200), zOrder: 1)
        let cameraStream = AgoraTranscodingVideoStream(
            sourceType: .camera, rect: CGRect(x: 0, y: 0, width: 100, height: 100), zOrder: 2, mirror: true)

        let cameraConfig = AgoraCameraCapturerConfiguration(cameraDirection: .rear,
                                                            dimensions: CGSize(width: 100, height: 100))
        engine.startCameraCapture(.camera, config: cameraConfig)

        var config = AgoraLocalTranscoderConfiguration()
        config.videoInputStreams = [playerStream, cameraStream]
        config.videoOutputConfiguration.dimensions = CGSize(width: 200, height: 200)
        engine.startLocalVideoTranscoder(config)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: self.config.channelName, uid: 0, options: options)
    }

    // MARK: AgoraVideoFrameDelegate (called on the SDK's thread)

    nonisolated func getVideoFormatPreference() -> AgoraVideoFormat { .cvPixelBGRA }

    /// Each composed frame, drawn into the left tile (the original enqueues it into its sample-buffer view).
    nonisolated func onTranscodedVideoFrame(_ videoFrame: AgoraOutputVideoFrame) -> Bool {
        guard videoFrame.format == .BGRA else { return true }
        let width = Int(videoFrame.width), height = Int(videoFrame.height), stride = Int(videoFrame.yStride)
        guard width > 0, height > 0, videoFrame.yBuffer.count >= stride * height else { return true }
        // Copy the pixels now: the frame is only valid during this call.
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for row in 0..<height {
            for column in 0..<width {
                let o = row * stride + column * 4, p = (row * width + column) * 3
                (rgb[p], rgb[p + 1], rgb[p + 2]) = (videoFrame.yBuffer[o + 2], videoFrame.yBuffer[o + 1], videoFrame.yBuffer[o])
            }
        }
        let planes = BT601.i420(rgb: rgb, width: width, height: height)
        transcodedView.display(i420: planes.y + planes.u + planes.v, width: width, height: height,
                               timestampMs: Int(videoFrame.renderTimeMs))
        return true
    }

    // MARK: AgoraRtcMediaPlayerDelegate

    nonisolated func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didChangedTo state: AgoraMediaPlayerState,
                                         reason: AgoraMediaPlayerReason) {
        guard state == .failed else { return }
        onMain { self.show(SessionNotice("transcoding.playerFailed", [".\(reason)", String(reason.rawValue)], severity: .error)) }
    }

    // MARK: AgoraRtcEngineDelegate

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid)) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableAudio()
        engine.disableVideo()
        guard isJoined else { return }
        engine.stopPreview()
    }
}
