import AgoraRtcSim
import Foundation

/// Face capture: the face_capture extension reads the face in each camera frame (head rotation, position,
/// blendshapes) and hands it over as JSON, in the captured frame's `metaInfo["KEY_FACE_CAPTURE"]` and to the face
/// information observer; lip_sync is enabled beside it. The data needs a face capture licence (Settings, as the
/// original's KeyCenter.FaceCaptureLicense): without one the original's alert says so, and the call goes on without
/// the extensions, as the UIKit original does.
///
/// As the original, what the face information observer hands over (`onFaceInfo`) is written on the local tile as it
/// comes, under the stats; lip_sync drives the face's mouth from the local voice: `jawOpen` follows the microphone's
/// loudness (closed in the pauses), which the tile's first lines show as numbers and as the mouth open or closed.
///
/// Departures from the original:
/// - Above the raw text, the local tile reads the few numbers worth reading (head rotation, jaw, blink) and whether
///   the mouth is open.
/// - The frame's metaInfo is logged as that summary once a second, not as raw JSON on every frame (the original
///   logged 15 lines a second).
final class FaceCaptureMain: CaseSession<FaceCaptureEntry>, AgoraVideoFrameDelegate, AgoraFaceInfoDelegate {
    static let companyId = "agoraTest"
    /// When the face data was last logged.
    private var loggedAt = -1000

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
            size: CGSize(width: 960, height: 540), frameRate: .fps15, bitrate: AgoraVideoBitrateStandard,
            orientationMode: .adaptative, mirrorMode: .auto))

        if let license = context.keyCenter.faceCaptureLicense, !license.isEmpty {
            engine.enableExtension(withVendor: "agora_video_filters_face_capture", extension: "face_capture", enabled: true,
                                   sourceType: .primaryCamera)
            engine.setExtensionPropertyWithVendor("agora_video_filters_face_capture", extension: "face_capture",
                                                  key: "authentication_information",
                                                  value: Self.json(["company_id": Self.companyId, "license": license]))
            engine.enableExtension(withVendor: "agora_filters_lip_sync", extension: "lip_sync", enabled: true,
                                   sourceType: .speechDriven)
            engine.setExtensionPropertyWithVendor("agora_filters_lip_sync", extension: "lip_sync", key: "parameters",
                                                  value: "{\"company_id\":\"\(Self.companyId)\",\"license\":\"abc\",\"open_agc\":true}")
            engine.setVideoFrameDelegate(self)
            engine.setFaceInfoDelegate(self)
        } else {
            note("faceCapture.log.noLicense", kind: .error)
            show(SessionNotice("faceCapture.noLicense", severity: .error))
        }

        engine.setupLocalVideo(localCanvas(renderMode: .hidden))
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)
        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    private static func json(_ fields: [String: String]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: - The raw video observer: captured frames, read and written (the original's preferences)

    nonisolated func getObservedFramePosition() -> AgoraVideoFramePosition { .postCapture }
    nonisolated func getVideoFrameProcessMode() -> AgoraVideoFrameProcessMode { .readWrite }

    /// The frame's face data, logged (once a second here).
    nonisolated func onCapture(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool {
        if let info = videoFrame.metaInfo["KEY_FACE_CAPTURE"] {
            let timeMs = Int(videoFrame.renderTimeMs)
            onMain { self.logFaceData(info, timeMs: timeMs) }
        }
        return true
    }

    /// As the original: the face information on the local tile, as it comes.
    nonisolated func onFaceInfo(_ outFaceInfo: String) -> Bool {
        onMain { self.showFaceInfo(outFaceInfo) }
        return true
    }

    private func showFaceInfo(_ json: String) {
        var notes: [TileNote] = []
        if let face = FaceCaptureSummary(json: json) {
            notes.append(.text("faceCapture.tile.face", face.arguments))
            notes.append(.text("faceCapture.tile.mouth", [face.mouthOpen ? "faceCapture.mouth.open" : "faceCapture.mouth.closed"]))
        }
        notes.append(.text("faceCapture.tile.info", [json]))
        updateTile(uid: 0, .notes(notes))
    }

    private func logFaceData(_ json: String, timeMs: Int) {
        guard let face = FaceCaptureSummary(json: json), timeMs - loggedAt >= 1000 else { return }
        loggedAt = timeMs
        note("faceCapture.log.face", face.arguments, periodic: true)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.note("faceCapture.log.remoteJoined", [String(uid)]) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil)) }
    }

    /// As the original: audio and video off, then, when joined, the preview stopped and the channel left; the base
    /// class destroys the engine.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableAudio()
        engine.disableVideo()
        guard isJoined else { return }
        engine.stopPreview()
        engine.leaveChannel(nil)
    }
}
