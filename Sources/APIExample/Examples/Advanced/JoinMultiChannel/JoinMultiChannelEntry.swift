import Foundation

/// JoinMultiChannel's form: the channel (the second one is `<name>-2`) and where "take Snapshot Ex" saves its
/// pictures (the system's temporary directory by default).
public enum JoinMultiChannelEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "JoinMultiChannel", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "joinChannelEx(byToken:connection:delegate:mediaOptions:joinSuccess:)",
                 "setupRemoteVideoEx(_:connection:)", "takeSnapshotEx(_:uid:filePath:)",
                 "rtcEngine(_:snapshotTaken:filePath:width:height:errCode:)", "updateChannelEx(with:connection:)",
                 "leaveChannelEx(_:options:leaveChannelBlock:)", "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "enableVideo()", "getConnectionStateEx(_:)", "renewToken(_:)",
                 "setClientRole(_:)", "setVideoEncoderConfiguration(_:)", "setupLocalVideo(_:)", "startPreview()"])

    /// What JoinMultiChannelMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String
        public let snapshotDirectory: String

        public init(_ form: FormReader) {
            channelName = form.channelName
            snapshotDirectory = form.string("snapshotDirectory")
        }
    }

    public static let fields: [FieldSpec] = [
        FieldSpec(id: "channelName", labelKey: "field.channelName", kind: .text(.channelPair), defaultValue: "multi",
                  noteKey: "field.channelName.note"),
        FieldSpec(id: "snapshotDirectory", labelKey: "field.snapshotDirectory", kind: .text(.optionalDirectory),
                  defaultValue: FileManager.default.temporaryDirectory.path, noteKey: "field.snapshotDirectory.multiNote"),
    ]
}
