/// ContentInspect's form: the channel (required, as the original checks) and how many seconds apart the image
/// moderation module takes its screenshots (the original's 1; Agora recommends 10).
public enum ContentInspectEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "ContentInspect", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["enableVideo()", "enableAudio()", "setupLocalVideo(_:)", "enableContentInspect(_:config:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "switchCamera()",
                 "disableAudio()", "disableVideo()", "leaveChannel(_:)", "destroy()",
                 "setupRemoteVideo(_:)"])

    /// What ContentInspectMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let interval: Int
        public let channelName: String

        public init(_ form: FormReader) {
            interval = form.int("interval", default: 1)
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "inspect"),
        FieldSpec(id: "interval", labelKey: "field.inspectInterval", kind: .number(1...3600), defaultValue: "1",
                  noteKey: "field.inspectInterval.note"),
    ]
}
