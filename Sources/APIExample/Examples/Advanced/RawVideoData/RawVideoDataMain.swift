import AgoraRtcSim
import Foundation
import MediaFormats

/// Raw video data: the session is the video frame observer. Captured camera frames arrive as BGRA in
/// `onCapture`, where the chosen filter rewrites their pixels (read-write mode), so the local preview and the
/// encoded stream both change. SnapShot arms a flag; the next remote frame `onRenderVideoFrame` gets is saved
/// as a PPM (colour) or PGM (grey) file, and its path is shown.
///
/// Departures from the original:
/// - A filter control (grayscale, mirror, invert) rewrites the captured frames in `onCapture`, with the observer in
///   read-write mode, so the preview and the encoded stream change; the original's `onCapture` leaves the frames as
///   they are.
/// - SnapShot writes the remote frame to a PPM (colour) or PGM (grey) file, chosen by an extra control, in a directory
///   named in the form, and shows the file's path; the original shows the captured picture in an image view on the
///   screen.
/// - Each remote user gets a tile of its own; the original binds every remote user to its one remote view, the newest
///   taking it.
final class RawVideoDataMain: CaseSession<RawVideoDataEntry>, ControlledSession, AgoraVideoFrameDelegate {
    enum Control: String, CaseControl {
        case filter, snapshotFormat, snapshot

        var labelKey: String {
            switch self {
            case .filter: "control.videoFilter"
            case .snapshotFormat: "control.snapshotFormat"
            case .snapshot: "control.snapshot"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .filter: .choice(options: RawVideoFilter.options, selected: RawVideoFilter.none.rawValue)
            case .snapshotFormat: .choice(options: RawVideoDataMain.formatOptions, selected: "ppm")
            case .snapshot: .action
            }
        }
    }

    nonisolated static let formatOptions = [
        ChoiceOption("ppm", "snapshotFormat.ppm"), ChoiceOption("pgm", "snapshotFormat.pgm"),
    ]

    /// Read on the SDK's thread in `onCapture`, set from the controls.
    private let filter = Locked(RawVideoFilter.none)
    private let snapshotArmed = Locked(false)
    private var snapshotFormat = NetpbmImage.Kind.pixmap
    /// The last snapshot written, for the screen and tests.
    private(set) var lastSnapshotPath: String?

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.setClientRole(context.settings.clientRole)
        engine.setVideoFrameDelegate(self)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        engine.setupLocalVideo(localCanvas(renderMode: .hidden))
        engine.startPreview()

        let role = context.settings.clientRole
        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    // MARK: AgoraVideoFrameDelegate (called on the SDK's thread)

    nonisolated func getVideoFormatPreference() -> AgoraVideoFormat { .cvPixelBGRA }
    nonisolated func getObservedFramePosition() -> AgoraVideoFramePosition { [.postCapture, .preRenderer] }
    /// Read-write: what `onCapture` writes is what the SDK previews and encodes.
    nonisolated func getVideoFrameProcessMode() -> AgoraVideoFrameProcessMode { .readWrite }

    nonisolated func onCapture(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool {
        filter.withLock { $0 }.apply(to: videoFrame)
        return true
    }

    nonisolated func onRenderVideoFrame(_ videoFrame: AgoraOutputVideoFrame, uid: UInt, channelId: String) -> Bool {
        let armed = snapshotArmed.withLock { armed in
            defer { armed = false }
            return armed
        }
        guard armed, videoFrame.format == .BGRA else { return true }
        // Copy the pixels now: the frame is only valid during this call.
        let width = Int(videoFrame.width), height = Int(videoFrame.height), stride = Int(videoFrame.yStride)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for row in 0..<height {
            for column in 0..<width {
                let o = row * stride + column * 4, p = (row * width + column) * 3
                (rgb[p], rgb[p + 1], rgb[p + 2]) = (videoFrame.yBuffer[o + 2], videoFrame.yBuffer[o + 1], videoFrame.yBuffer[o])
            }
        }
        onMain { self.saveSnapshot(rgb, width: width, height: height, uid: uid) }
        return true
    }

    // MARK: controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        switch control {
        case .filter:
            let chosen = RawVideoFilter(rawValue: value.option) ?? .none
            filter.withLock { $0 = chosen }
            note("rawVideo.log.filter", [chosen.labelKey])
        case .snapshotFormat:
            snapshotFormat = value.option == "pgm" ? .graymap : .pixmap
        case .snapshot:
            // The next remote frame is saved; with nobody publishing video the flag waits.
            snapshotArmed.withLock { $0 = true }
            note("rawVideo.log.armed")
        }
        return true
    }

    private func saveSnapshot(_ rgb: [UInt8], width: Int, height: Int, uid: UInt) {
        let directory = RecordingDirectory.resolveOrTemporary(config.snapshotDirectory)
        let kind = snapshotFormat
        let path = directory + "/RawVideoData-\(uid)-\(elapsedMs).\(kind.fileExtension)"
        var pixels = rgb
        if kind == .graymap {
            // Full-range grey with the Rec. 601 weights.
            pixels = (0..<(width * height)).map { index -> UInt8 in
                let r = Int(rgb[index * 3]), g = Int(rgb[index * 3 + 1]), b = Int(rgb[index * 3 + 2])
                return UInt8((77 * r + 150 * g + 29 * b) >> 8)
            }
        }
        do {
            try NetpbmImage(kind: kind, width: width, height: height, pixels: pixels).write(to: path)
            lastSnapshotPath = path
            note("rawVideo.snapshotSaved", [String(uid), String(width), String(height), path])
            show(SessionNotice("rawVideo.snapshotSaved", [String(uid), String(width), String(height), path]))
        } catch let error as MediaFormatError {
            note("rawVideo.snapshotFailed", [error.messageKey, error.detail], kind: .error)
            show(SessionNotice("rawVideo.snapshotFailed", [error.messageKey, error.detail], severity: .error))
        } catch {
            show(SessionNotice("rawVideo.snapshotFailed", ["media.error.io", String(describing: error)], severity: .error))
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid, renderMode: .hidden)) }
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
        engine.setVideoFrameDelegate(nil)
    }
}
