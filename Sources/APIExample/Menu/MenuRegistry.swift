import Foundation

/// The ordered menu, registered by hand like the original's `menus`: no reflection, no scanning.
/// Adding a case = one entry here + one case folder + its strings + its README Case Index row.
public enum MenuRegistry {
    public static let sections: [MenuSection] = [
        MenuSection(titleKey: "section.basic", items: [
            MenuItem(
                id: "JoinChannelVideoToken", nameKey: "case.JoinChannelVideoToken.name",
                noteKey: "case.JoinChannelVideoToken.note",
                keyAPIs: ["sharedEngine(with:delegate:)", "registerLocalUserAccount(_:appId:)",
                          "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                          "joinChannel(byUserAccount:token:channelId:mediaOptions:joinSuccess:)",
                          "rtcEngine(_:tokenPrivilegeWillExpire:)", "renewToken(_:)",
                          "leaveChannel(_:)", "destroy()"],
                path: "Sources/APIExample/Examples/Basic/JoinChannelVideoToken",
                entry: JoinChannelVideoTokenEntry.self, main: JoinChannelVideoTokenMain.self),
            MenuItem(
                id: "JoinChannelVideo", nameKey: "case.JoinChannelVideo.name", noteKey: "case.JoinChannelVideo.note",
                keyAPIs: ["sharedEngine(with:delegate:)", "setClientRole(_:)", "enableVideo()", "setVideoEncoderConfiguration(_:)",
                          "setupLocalVideo(_:)", "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                          "setupRemoteVideo(_:)", "leaveChannel(_:)", "destroy()"],
                path: "Sources/APIExample/Examples/Basic/JoinChannelVideo",
                entry: JoinChannelVideoEntry.self, main: JoinChannelVideoMain.self),
            MenuItem(
                id: "JoinChannelAudio", nameKey: "case.JoinChannelAudio.name", noteKey: "case.JoinChannelAudio.note",
                keyAPIs: ["sharedEngine(with:delegate:)", "disableVideo()", "enableAudio()", "setAudioProfile(_:)",
                          "setAudioScenario(_:)", "enableAudioVolumeIndication(_:smooth:reportVad:)",
                          "adjustRecordingSignalVolume(_:)", "adjustPlaybackSignalVolume(_:)", "enable(inEarMonitoring:)",
                          "setInEarMonitoringVolume(_:)", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)"],
                path: "Sources/APIExample/Examples/Basic/JoinChannelAudio",
                entry: JoinChannelAudioEntry.self, main: JoinChannelAudioMain.self),
        ]),
        MenuSection(titleKey: "section.advanced", items: [
            MenuItem(
                id: "LiveStreaming", nameKey: "case.LiveStreaming.name", noteKey: "case.LiveStreaming.note",
                keyAPIs: ["setVideoScenario(_:)", "enableInstantMediaRendering()", "startMediaRenderingTracing()",
                          "setClientRole(_:options:)", "preloadChannel(byToken:channelId:uid:)",
                          "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "updateChannel(with:)",
                          "setDualStreamMode(_:)"],
                path: "Sources/APIExample/Examples/Advanced/LiveStreaming",
                entry: LiveStreamingEntry.self, main: LiveStreamingMain.self),
            MenuItem(
                id: "CustomPcmAudioSource", nameKey: "case.CustomPcmAudioSource.name",
                noteKey: "case.CustomPcmAudioSource.note",
                keyAPIs: ["createCustomAudioTrack(_:config:)", "enableCustomAudioLocalPlayback(_:enabled:)",
                          "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                          "pushExternalAudioFrameRawData(_:samples:sampleRate:channels:trackId:timestamp:)",
                          "updateChannel(with:)", "destroyCustomAudioTrack(_:)"],
                path: "Sources/APIExample/Examples/Advanced/CustomPcmAudioSource",
                entry: CustomPcmAudioSourceEntry.self, main: CustomPcmAudioSourceMain.self),
            MenuItem(
                id: "CustomAudioRender", nameKey: "case.CustomAudioRender.name", noteKey: "case.CustomAudioRender.note",
                keyAPIs: ["setAudioScenario(_:)", "enableExternalAudioSink(_:sampleRate:channels:)",
                          "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                          "pullPlaybackAudioFrameRawData(_:lengthInByte:)"],
                path: "Sources/APIExample/Examples/Advanced/CustomAudioRender",
                entry: CustomAudioRenderEntry.self, main: CustomAudioRenderMain.self),
            MenuItem(
                id: "RawAudioData", nameKey: "case.RawAudioData.name", noteKey: "case.RawAudioData.note",
                keyAPIs: ["setParameters(_:)", "setAudioFrameDelegate(_:)",
                          "setRecordingAudioFrameParametersWithSampleRate(_:channel:mode:samplesPerCall:)",
                          "setPlaybackAudioFrameParametersWithSampleRate(_:channel:mode:samplesPerCall:)",
                          "setMixedAudioFrameParametersWithSampleRate(_:channel:samplesPerCall:)",
                          "setPlaybackAudioFrameBeforeMixingParametersWithSampleRate(_:channel:)",
                          "onRecordAudioFrame(_:channelId:)", "onPlaybackAudioFrame(_:channelId:)",
                          "onMixedAudioFrame(_:channelId:)", "onPlaybackAudioFrame(beforeMixing:channelId:uid:)",
                          "sendAudioMetadata(_:)", "rtcEngine(_:audioMetadataReceived:metadata:)"],
                path: "Sources/APIExample/Examples/Advanced/RawAudioData",
                entry: RawAudioDataEntry.self, main: RawAudioDataMain.self),
        ]),
    ]

    /// Every registered case, hidden ones included, in menu order.
    public static var allItems: [MenuItem] { sections.flatMap(\.items) }

    public static func item(id: String) -> MenuItem? {
        allItems.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
    }
}
