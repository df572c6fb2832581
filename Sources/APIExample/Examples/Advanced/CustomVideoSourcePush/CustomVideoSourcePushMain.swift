import AgoraRtcSim
import Foundation
import MediaFormats

/// A custom video source: the app reads a Y4M clip and pushes its frames to the SDK, which publishes them as
/// the custom video track instead of a camera. The SDK does not preview pushed frames, so the app draws each
/// one into its local view itself. There is no second client here: what remote users receive is the encoded
/// custom track, whose size and frame rate the local tile's stats show. With HDR on (and an encoder that can
/// do it) the frames go out as 10-bit P010 tagged HLG / BT.2020, otherwise as NV12, like the original's pixel
/// buffers.
///
/// Departures from the original:
/// - The picture pushed is a Y4M clip named in the form (the bundled sample or any path) instead of the original's
///   fixed raw files (`sample.yuv` at 320×180, `hlg-hdr.yuv` at 1280×720); with HDR on, that same clip is packed as
///   10-bit P010.
/// - The original calls `queryHDRCapability` even with HDR off and closes the example when the encoder lacks HDR (so it
///   cannot be used at all on such a device); here it asks only with HDR on and, when refused, says so and pushes NV12.
///   Whether the simulated device's encoder does HDR is an extra form choice.
/// - With HDR on, the original's file source re-reads the first frame every time, pushing a still picture; here the
///   clip plays and loops in both modes.
/// - Frames are pushed as raw bytes (`useTexture: false`) at the clip's own frame rate; the original passes pixel
///   buffers (`useTexture: true`) from a timer of about 0.15 s with a 25 fps catch-up.
/// - The private parameter `rtc.video.enable_hwdec_quickly_start = false` is not set.
/// - The local tile carries a stats overlay and a line naming the pushed format (NV12, or P010 HLG BT.2020); the
///   original's sample-buffer view shows neither.
/// - Each remote user gets a tile of its own; the original binds every remote user to its one remote view, the newest
///   taking it.
final class CustomVideoSourcePushMain: CaseSession<CustomVideoSourcePushEntry> {
    /// The original's track id: the default custom video track.
    private static let trackId: UInt = 0
    /// What the original's HDR pixel buffers carry: BT.2020 primaries and matrix, HLG transfer, limited range.
    private static let hlgColorSpace = AgoraColorSpace(primaryID: .IDBT2020, transferID: .IDARIB_STD_B67,
                                                       matrixID: .IDBT2020_NCL, rangeID: .limited)
    /// App-rendered local view (the original's sample-buffer view on a black background).
    private let localVideo = AppVideoView()
    private var source: Y4MFileSource?
    private var isHDR = false

    override func start() {
        localAppTile(localVideo)
        // Open the file first: without frames to push the example has nothing to show.
        guard let video = openClip(config.file) else { return }
        let engine = makeEngine(channelProfile: .liveBroadcasting) { config in
            // Simulation only: whether this device's encoder does HDR (what queryHDRCapability answers).
            config.simulation.hdrCapability = self.config.hdrDevice == "unsupported" ? .unsupported : .supported
        }
        let role = context.settings.clientRole
        isHDR = config.isHDR
        if isHDR && engine.queryHDRCapability(.hardwareEncoder) != .supported {
            // The original gives up here (and asks even with HDR off); we say so and push the SDR clip.
            isHDR = false
            note("customVideo.log.hdrUnsupported")
            show(SessionNotice("customVideo.hdrUnsupported"))
        }
        engine.enableVideo()
        engine.enableAudio()

        let source = Y4MFileSource(video: video, clock: context.clock)
        source.onFrame = { [weak self] i420, timeMs in
            self?.push(i420, width: video.width, height: video.height, timeMs: timeMs)
        }
        self.source = source
        source.start()
        // Raw bytes, not CVPixelBuffers (the original passes useTexture: true for its pixel buffers).
        engine.setExternalVideoSource(true, useTexture: false, sourceType: .videoFrame)
        // The encoder takes the source's size; frame rate and orientation still come from the global settings.
        var encoder = encoderConfiguration
        encoder.dimensions = CGSize(width: video.width, height: video.height)
        engine.setVideoEncoderConfiguration(encoder)
        engine.setDefaultAudioRouteToSpeakerphone(true)
        updateTile(uid: 0, .notes([.text(isHDR ? "customVideo.note.hdr" : "customVideo.note.sdr")]))

        // The role goes only through the options, as in the original.
        var options = AgoraRtcChannelMediaOptions()
        options.publishCustomVideoTrack = role == .broadcaster
        options.publishCustomAudioTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    /// Wraps one frame as the original's pixel buffer would hold it (NV12, or P010 with its colour space), pushes
    /// it to the custom track, and shows the same picture locally.
    private func push(_ i420: [UInt8], width: Int, height: Int, timeMs: Int) {
        let frame = PixelBufferPacking.frame(i420: i420, width: width, height: height, timeMs: timeMs,
                                             hdr: isHDR ? Self.hlgColorSpace : nil)
        engine?.pushExternalVideoFrame(frame, videoTrackId: Self.trackId)
        localVideo.display(i420: i420, width: width, height: height, timestampMs: timeMs)
    }

    /// The clip named in the form (a path, or a bundled sample's name), or nil after telling the user why not.
    private func openClip(_ nameOrPath: String) -> Y4MVideo? {
        let name = nameOrPath.isEmpty ? SampleVideoClip.fileName : nameOrPath
        do {
            // The reader says what is wrong with the path (missing, a directory, a FIFO …); a check beforehand
            // called a directory "no such file".
            let video = try Y4MVideo.read(contentsOf: CaseMedia.resolve(name), maximumBytes: 64 << 20)
            guard !video.frames.isEmpty else { throw MediaFormatError.truncated("no frames") }
            note("customVideo.log.source", [name, String(video.width), String(video.height),
                                            String(format: "%g", video.framesPerSecond), String(video.frames.count)])
            return video
        } catch let error as MediaFormatError {
            fail(name, error.messageKey, error.detail)
        } catch {
            fail(name, "media.error.io", String(describing: error))
        }
        return nil
    }

    private func fail(_ name: String, _ key: String, _ detail: String) {
        note("customVideo.fileFailed", [name, key, detail], kind: .error)
        show(SessionNotice("customVideo.fileFailed", [name, key, detail], severity: .error))
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid, renderMode: .fit)) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            // Only the uid: no view unbinds the user's video.
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        source?.stop()
        guard isJoined else { return }
        engine.disableAudio()
        engine.disableVideo()
        var options = AgoraRtcChannelMediaOptions()
        options.publishCustomAudioTrack = false
        options.publishCustomVideoTrack = false
        engine.updateChannel(with: options)
    }
}
