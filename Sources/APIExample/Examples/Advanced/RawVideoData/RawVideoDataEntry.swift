import Foundation

/// RawVideoData's form: the channel (an empty name is refused, as in the original) and where SnapShot saves
/// its pictures (the system's temporary directory by default).
public enum RawVideoDataEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "RawVideoData", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["setVideoFrameDelegate(_:)", "enableVideo()", "setVideoEncoderConfiguration(_:)",
                 "setupLocalVideo(_:)", "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "onCapture(_:sourceType:)", "onRenderVideoFrame(_:uid:channelId:)", "setupRemoteVideo(_:)",
                 "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "setClientRole(_:)"])

    /// What RawVideoDataMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String
        public let snapshotDirectory: String

        public init(_ form: FormReader) {
            channelName = form.channelName
            snapshotDirectory = form.string("snapshotDirectory")
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "raw"),
        FieldSpec(id: "snapshotDirectory", labelKey: "field.snapshotDirectory", kind: .text(.optionalDirectory),
                  defaultValue: FileManager.default.temporaryDirectory.path, noteKey: "field.snapshotDirectory.note"),
    ]
}
