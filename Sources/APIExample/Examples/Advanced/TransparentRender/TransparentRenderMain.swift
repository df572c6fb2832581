import AgoraRtcSim
import Foundation
import MediaFormats

/// Transparent rendering: a media player decodes the bundled alpha-stitched clip (the picture on the left half,
/// its alpha as luma on the right) and hands each picture to the app through its video frame delegate; the app
/// pushes it as the custom video source with `alphaStitchMode .alphaStitchRight`, and the encoder sends the alpha
/// too (`encodeAlpha`). Views with `enableAlphaMask` show the picture cut out where the alpha is low: the local
/// custom track here, and the remote users (the simulated peers' own video has no alpha, so theirs stays whole).
/// The player's own view shows the clip as it is, both halves. Playing again on every open and every completion
/// loops it forever.
///
/// Departures from the original:
/// - The clip is a stand-in drawn by the project (`sample-alpha-320x90-h264-right.mp4`: a ring sliding over a green
///   backdrop, 320×90) for the original's `yuv_limit_range_alpha_1280_540_right.mp4`.
/// - The player's pictures are pushed as I420 planes (`dataBuf`); the original pushes the CVPixelBuffer (format 12),
///   which Linux does not have.
/// - The encoder takes the settings' resolution, frame rate and orientation (with `encodeAlpha`); the original sends
///   the SDK's default configuration with `encodeAlpha`.
/// - Every remote user gets a tile of their own with the alpha mask; the original has one remote view, which the user
///   who joined last takes.
final class TransparentRenderMain: CaseSession<TransparentRenderEntry>, AgoraRtcMediaPlayerDelegate, AgoraRtcMediaPlayerVideoFrameDelegate {
    /// The original bundles `yuv_limit_range_alpha_1280_540_right.mp4`; ours is drawn by the project.
    static let clipName = SampleAlphaClip.fileName
    private var player: (any AgoraRtcMediaPlayerProtocol)?
    /// Where the player's frames go: the callback runs on the SDK's thread.
    private let pushTarget = Locked<AgoraRtcEngineKit?>(nil)

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        pushTarget.withLock { $0 = engine }
        let player = engine.createMediaPlayer(with: self)
        player?.setVideoFrameDelegate(self)
        self.player = player
        player?.open(CaseMedia.resolve(Self.clipName), startPos: 0)

        var encoder = encoderConfiguration
        encoder.advancedVideoOptions.encodeAlpha = true
        engine.setVideoEncoderConfiguration(encoder)
        engine.setExternalVideoSource(true, useTexture: false, sourceType: .videoFrame)
        engine.enableVideo()
        engine.startPreview()

        // A broadcaster sending the pushed frames only: no camera, no microphone.
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .broadcaster
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = false
        options.publishCustomVideoTrack = true
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)

        player?.setView(ownViewTile(titleKey: "transparent.tile.player"))
        var canvas = localCanvas(renderMode: .fit)
        canvas.sourceType = .custom
        canvas.enableAlphaMask = true
        engine.setupLocalVideo(canvas)
    }

    // MARK: AgoraRtcMediaPlayerDelegate

    nonisolated func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didChangedTo state: AgoraMediaPlayerState,
                                         reason: AgoraMediaPlayerReason) {
        onMain {
            self.note("transparent.log.state", [".\(state)", ".\(reason)"], kind: state == .failed ? .error : .app)
            switch state {
            // Playing again whenever the clip is open or has ended: the endless loop.
            case .openCompleted, .playBackCompleted, .playBackAllLoopsCompleted: playerKit.play()
            default: break
            }
        }
    }

    nonisolated func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didChangedTo positionMs: Int,
                                         atTimestamp timestampMs: TimeInterval) {
        onMain { self.note("transparent.log.position", [String(positionMs)], periodic: true) }
    }

    // MARK: AgoraRtcMediaPlayerVideoFrameDelegate (on the SDK's thread)

    /// Each decoded picture becomes a pushed frame that carries its alpha on the right. The original pushes the
    /// CVPixelBuffer (format 12); there is none on Linux, so the I420 planes go as raw data.
    nonisolated func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol,
                                         didReceiveVideoFrame videoFrame: AgoraOutputVideoFrame) {
        var frame = AgoraVideoFrame()
        frame.format = AgoraVideoFormat.I420.rawValue
        frame.strideInPixels = videoFrame.width
        frame.height = videoFrame.height
        frame.rotation = videoFrame.rotation
        frame.time = CMTime(value: videoFrame.renderTimeMs, timescale: 1000)
        frame.alphaStitchMode = .alphaStitchRight
        frame.dataBuf = Data(videoFrame.yBuffer + videoFrame.uBuffer + videoFrame.vBuffer)
        pushTarget.withLock { $0 }?.pushExternalVideoFrame(frame)
    }

    // MARK: engine callbacks

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            var canvas = self.remoteCanvas(for: uid, renderMode: .fit)
            canvas.enableAlphaMask = true
            self.engine?.setupRemoteVideo(canvas)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    /// The original's order: the player first, then leave, video off, preview off (the engine is destroyed after).
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        pushTarget.withLock { $0 = nil }
        engine.destroyMediaPlayer(player)
        player = nil
        engine.leaveChannel(nil)
        engine.disableVideo()
        engine.stopPreview()
    }
}
