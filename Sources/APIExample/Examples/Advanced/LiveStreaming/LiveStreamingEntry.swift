import AgoraRtcSim
import Foundation
import MediaFormats

/// LiveStreaming's form: channel, role (the original's "Pick Role" sheet), the audience latency level, the video
/// scenario (mapped by name — the original applied the wrong one), the remote stream type asked for by default,
/// first-frame optimization, the remote canvas's background colour, and preload (latency and first frame start off, as in the original), where the
/// snapshots go (the system's temporary directory by default, as the original's), and the PNG the watermark and
/// the video image source use (the bundled sample logo, where the original bundles its own logo). The original's
/// Entry applied its "Camera Focus" pick at once with `setCameraCapturerConfiguration`; here the form has no engine,
/// so Main applies the chosen `cameraKey` at start, before the preview. The last two fields say, for the simulation,
/// which lenses this device's cameras have and whether it does Center Stage.
public enum LiveStreamingEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "LiveStreaming", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["setVideoScenario(_:)", "enableInstantMediaRendering()", "startMediaRenderingTracing()",
                 "setClientRole(_:options:)", "preloadChannel(byToken:channelId:uid:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "updateChannel(with:)",
                 "setDualStreamMode(_:)", "setRemoteDefaultVideoStreamType(_:)", "setRemoteVideoStream(_:type:)",
                 "setVideoEncoderConfiguration(_:)", "enableVideoImageSource(_:options:)",
                 "addVideoWatermark(_:options:)", "setLocalRenderTargetFps(_:targetFps:)",
                 "setRemoteRenderTargetFps(_:)", "takeSnapshotWithConfig(_:config:)", "takeSnapshot(_:filePath:)",
                 "rtcEngine(_:snapshotTaken:filePath:width:height:errCode:)",
                 "queryCameraFocalLengthCapability()", "setCameraCapturerConfiguration(_:)",
                 "setCameraStabilizationMode(_:)", "isCameraCenterStageSupported()", "enableCameraCenterStage(_:)",
                 "enableAudio()", "enableVideo()", "setupLocalVideo(_:)", "setupRemoteVideo(_:)", "startPreview()",
                 "clearVideoWatermarks()"])

    /// What LiveStreamingMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let clientRole: AgoraClientRole
        public let ultraLowLatency: Bool
        public let remoteStreamType: String
        public let cameraDevice: String
        public let centerStageDevice: Bool
        public let videoScenario: AgoraApplicationScenarioType
        public let isFirstFrame: Bool
        public let isPreloadChannel: Bool
        public let channelName: String
        public let cameraKey: String
        public let videoScenarioName: String
        public let backgroundColor: String
        public let snapshotDirectory: String
        public let imageFile: String

        public init(_ form: FormReader) {
            clientRole = form.clientRole
            ultraLowLatency = form.bool("ultraLowLatency")
            remoteStreamType = form.string("remoteStreamType")
            cameraDevice = form.string("cameraDevice")
            centerStageDevice = form.bool("centerStageDevice")
            videoScenario = form.videoScenario
            isFirstFrame = form.bool("isFirstFrame")
            isPreloadChannel = form.bool("isPreloadChannel")
            channelName = form.channelName
            cameraKey = form.string("cameraKey")
            videoScenarioName = form.string("videoScenario")
            backgroundColor = form.string("backgroundColor")
            snapshotDirectory = form.string("snapshotDirectory")
            imageFile = form.string("imageFile")
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "live"),
        .choice("role", labelKey: "field.role", options: ChoiceOptions.roles, default: "broadcaster"),
        .toggle("ultraLowLatency", labelKey: "field.ultraLowLatency", default: false, noteKey: "field.ultraLowLatency.note"),
        .choice("videoScenario", labelKey: "field.videoScenario", options: ChoiceOptions.videoScenarios, default: "liveShow"),
        .choice("remoteStreamType", labelKey: "field.remoteStream", options: LiveStreamingMain.Control.streamTypes,
                default: "high"),
        .toggle("isFirstFrame", labelKey: "field.firstFrame", noteKey: "field.firstFrame.note"),
        .choice("backgroundColor", labelKey: "field.backgroundColor", options: CanvasBackgroundColor.options, default: "black"),
        .toggle("isPreloadChannel", labelKey: "field.preload", noteKey: "field.preload.note"),
        FieldSpec(id: "snapshotDirectory", labelKey: "field.snapshotDirectory", kind: .text(.directory),
                  defaultValue: FileManager.default.temporaryDirectory.path, noteKey: "field.snapshotDirectory.liveNote"),
        FieldSpec(id: "imageFile", labelKey: "field.imageFile", kind: .text(.filePath), defaultValue: SampleLogo.fileName,
                  noteKey: "field.imageFile.note"),
        FieldSpec(id: "cameraKey", labelKey: "field.cameraFocal", kind: .choice(LiveStreamingCamera.options),
                  defaultValue: "front-default", noteKey: "field.cameraFocal.note"),
        FieldSpec(id: "cameraDevice", labelKey: "field.cameraDevice",
                  kind: .choice([ChoiceOption("phone", "cameraDevice.phone"), ChoiceOption("basic", "cameraDevice.basic")]),
                  defaultValue: "phone", noteKey: "field.cameraDevice.note"),
        .toggle("centerStageDevice", labelKey: "field.centerStageDevice", noteKey: "field.centerStageDevice.note"),
    ]
}
