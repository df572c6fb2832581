/// QuickSwitchChannel's form: the original's generic entry, a channel and Join. The case pages through
/// `<name>1` … `<name>4`, so the name leaves room for the page's digit.
public enum QuickSwitchChannelEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "QuickSwitchChannel", section: .advanced,
        flavours: [.uiKit, .swiftUI],
        keyAPIs: ["enableVideo()", "enableAudio()", "setChannelProfile(_:)", "setClientRole(_:)",
                 "setDefaultAudioRouteToSpeakerphone(_:)", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "rtcEngine(_:didJoinChannel:withUid:elapsed:)", "leaveChannel(_:)", "setupRemoteVideo(_:)",
                 "disableAudio()", "disableVideo()", "destroy()",
                 "getConnectionState()"])

    /// What QuickSwitchChannelMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        FieldSpec(id: "channelName", labelKey: "field.channelName", kind: .text(.channelPrefix), defaultValue: "quick",
                  noteKey: "field.channelName.quickSwitchNote"),
    ]
}
