import Foundation

/// The ordered menu, registered by hand like the original's `menus`: no reflection, no scanning.
/// Adding a case = one entry here + one case folder + its strings + its README Case Index row.
public enum MenuRegistry {
    public static let sections: [MenuSection] = [
        MenuSection(titleKey: "section.basic", items: [
            MenuItem(
                id: "JoinChannelVideo", nameKey: "case.JoinChannelVideo.name", noteKey: "case.JoinChannelVideo.note",
                keyAPIs: ["sharedEngine(with:delegate:)", "setClientRole(_:)", "enableVideo()", "setVideoEncoderConfiguration(_:)",
                          "setupLocalVideo(_:)", "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                          "setupRemoteVideo(_:)", "leaveChannel(_:)", "destroy()"],
                path: "Sources/APIExample/Examples/Basic/JoinChannelVideo",
                entry: JoinChannelVideoEntry.self, main: JoinChannelVideoMain.self),
        ]),
        MenuSection(titleKey: "section.advanced", items: [
            MenuItem(
                id: "RTMPStreaming", nameKey: "case.RTMPStreaming.name", noteKey: "case.RTMPStreaming.note",
                keyAPIs: ["startRtmpStream(withTranscoding:transcoding:)", "updateRtmpTranscoding(_:)",
                          "startRtmpStreamWithoutTranscoding(_:)", "stopRtmpStream(_:)",
                          "rtcEngine(_:rtmpStreamingChangedToState:state:reason:)", "rtcEngineTranscodingUpdated(_:)"],
                path: "Sources/APIExample/Examples/Advanced/RTMPStreaming",
                entry: RTMPStreamingEntry.self, main: RTMPStreamingMain.self),
            MenuItem(
                id: "VideoMetadata", nameKey: "case.VideoMetadata.name", noteKey: "case.VideoMetadata.note",
                keyAPIs: ["setMediaMetadataDataSource(_:with:)", "setMediaMetadataDelegate(_:with:)", "metadataMaxSize()",
                          "readyToSendMetadata(atTimestamp:sourceType:)", "receiveMetadata(_:fromUser:atTimestamp:)"],
                path: "Sources/APIExample/Examples/Advanced/VideoMetadata",
                entry: VideoMetadataEntry.self, main: VideoMetadataMain.self),
            MenuItem(
                id: "VoiceChanger", nameKey: "case.VoiceChanger.name", noteKey: "case.VoiceChanger.note",
                keyAPIs: ["setAudioProfile(_:)", "setAudioScenario(_:)", "disableVideo()", "enableAudio()",
                          "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "setAINSMode(_:mode:)",
                          "setVoiceBeautifierPreset(_:)", "setVoiceBeautifierParameters(_:param1:param2:)",
                          "setAudioEffectPreset(_:)", "setAudioEffectParameters(_:param1:param2:)",
                          "setVoiceConversionPreset(_:)", "enableVoiceAITuner(_:type:)", "setLocalVoicePitch(_:)",
                          "setLocalVoiceFormant(_:)", "setLocalVoiceEqualizationOf(_:withGain:)",
                          "setLocalVoiceReverbOf(_:withValue:)"],
                path: "Sources/APIExample/Examples/Advanced/VoiceChanger",
                entry: VoiceChangerEntry.self, main: VoiceChangerMain.self),
            MenuItem(
                id: "StreamEncryption", nameKey: "case.StreamEncryption.name", noteKey: "case.StreamEncryption.note",
                keyAPIs: ["enableEncryption(_:encryptionConfig:)", "registerPacketObserver(_:)", "enableVideo()",
                          "setupLocalVideo(_:)", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                          "setupRemoteVideo(_:)", "leaveChannel(_:)"],
                path: "Sources/APIExample/Examples/Advanced/StreamEncryption",
                entry: StreamEncryptionEntry.self, main: StreamEncryptionMain.self),
            MenuItem(
                id: "AudioMixing", nameKey: "case.AudioMixing.name", noteKey: "case.AudioMixing.note",
                keyAPIs: ["startAudioMixing(_:loopback:cycle:startPos:)", "pauseAudioMixing()", "resumeAudioMixing()",
                          "setAudioMixingPosition(_:)", "getAudioMixingCurrentPosition()", "getAudioMixingDuration()",
                          "stopAudioMixing()", "adjustAudioMixingVolume(_:)", "adjustAudioMixingPlayoutVolume(_:)",
                          "adjustAudioMixingPublishVolume(_:)", "rtcEngine(_:audioMixingStateChanged:reasonCode:)",
                          "playEffect(_:filePath:loopCount:pitch:pan:gain:publish:startPos:)", "pauseEffect(_:)",
                          "resumeEffect(_:)", "setEffectsVolume(_:)", "stopEffect(_:)"],
                path: "Sources/APIExample/Examples/Advanced/AudioMixing",
                entry: AudioMixingEntry.self, main: AudioMixingMain.self),
        ]),
    ]

    /// Every registered case, hidden ones included, in menu order.
    public static var allItems: [MenuItem] { sections.flatMap(\.items) }

    public static func item(id: String) -> MenuItem? {
        allItems.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
    }
}
