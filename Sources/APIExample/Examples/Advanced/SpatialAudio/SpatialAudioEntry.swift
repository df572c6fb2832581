/// SpatialAudio's form: the channel only (the original requires a non-empty name, as every form here does).
public enum SpatialAudioEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "SpatialAudio", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["enableSpatialAudio(_:)", "sharedLocalSpatialAudio(with:)", "setAudioRecvRange(_:)",
                 "setMaxAudioRecvCount(_:)", "setDistanceUnit(_:)", "createMediaPlayer(with:)", "setLoopCount(_:)",
                 "open(_:startPos:)", "updatePlayerPositionInfo(_:positionInfo:)",
                 "setPlayerAttenuation(_:playerId:forceSet:)", "updateSelfPosition(_:axisForward:axisRight:axisUp:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "updateRemotePosition(_:positionInfo:)",
                 "setZones(_:)", "setSpatialAudioParams(_:)", "updateChannel(with:)",
                 "AgoraLocalSpatialAudioKit.destroy()", "leaveChannel(_:)", "destroy()",
                 "destroyMediaPlayer(_:)", "enableAudio()", "enableAudioVolumeIndication(_:smooth:reportVad:)",
                 "pause()", "play()", "setClientRole(_:)", "setEnableSpeakerphone(_:)",
                 "resume()"])

    /// What SpatialAudioMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "spatial"),
    ]
}
