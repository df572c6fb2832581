/// ARKit's form: the channel and the original's "First Frame Optimization" switch (the session asks for its
/// confirmation first, see `ARKitMain`), and, for the simulation, whether this device can track the world.
public enum ARKitEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "ARKit", section: .advanced,
        flavours: [.uiKit, .swiftUI],
        keyAPIs: ["enableInstantMediaRendering()", "startMediaRenderingTracing()", "setChannelProfile(_:)",
                 "setClientRole(_:)", "setVideoFrameDelegate(_:)", "enableVideo()",
                 "setDefaultAudioRouteToSpeakerphone(_:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "onRenderVideoFrame(_:uid:channelId:)",
                 "rtcEngine(_:videoRenderingTracingResultOfUid:currentEvent:tracingInfo:)", "leaveChannel(_:)",
                 "destroy()"])

    /// What ARKitMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let worldTracking: Bool
        public let isFirstFrame: Bool
        public let channelName: String

        public init(_ form: FormReader) {
            worldTracking = form.bool("worldTracking")
            isFirstFrame = form.bool("isFirstFrame")
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "arkit"),
        .toggle("isFirstFrame", labelKey: "arkit.field.firstFrame", noteKey: "arkit.field.firstFrame.note"),
        .toggle("worldTracking", labelKey: "arkit.field.worldTracking", default: true, noteKey: "arkit.field.worldTracking.note"),
    ]
}
