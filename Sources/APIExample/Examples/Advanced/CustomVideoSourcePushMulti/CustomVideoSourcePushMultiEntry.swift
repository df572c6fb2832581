/// CustomVideoSourcePushMulti's form: the channel, as in the original.
public enum CustomVideoSourcePushMultiEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "CustomVideoSourcePushMulti", section: .advanced,
        flavours: [.uiKit],
        keyAPIs: ["joinChannelEx(byToken:connection:delegate:mediaOptions:joinSuccess:)", "createCustomVideoTrack()",
                 "pushExternalVideoFrame(_:videoTrackId:)", "createCustomEncodedVideoTrack(_:)",
                 "pushExternalEncodedVideoFrame(_:info:videoTrackId:)", "setupRemoteVideoEx(_:connection:)",
                 "destroyCustomVideoTrack(_:)", "destroyCustomEncodedVideoTrack(_:)",
                 "leaveChannelEx(_:options:leaveChannelBlock:)", "destroy()",
                 "enableAudio()", "enableVideo()", "getConnectionStateEx(_:)", "setVideoEncoderConfiguration(_:)"])

    /// What CustomVideoSourcePushMultiMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "custommulti"),
    ]
}
