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
            MenuItem(
                id: "JoinChannelVideoRecorder", nameKey: "case.JoinChannelVideoRecorder.name",
                noteKey: "case.JoinChannelVideoRecorder.note",
                keyAPIs: ["setupLocalVideo(_:)", "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                          "createMediaRecorder(withInfo:)", "setMediaRecorderDelegate(_:)", "startRecording(_:)",
                          "mediaRecorder(_:stateDidChanged:uid:state:reason:)",
                          "mediaRecorder(_:informationDidUpdated:uid:info:)", "stopRecording()", "destroy(_:)",
                          "leaveChannel(_:)", "destroy()"],
                path: "Sources/APIExample/Examples/Basic/JoinChannelVideoRecorder",
                entry: JoinChannelVideoRecorderEntry.self, main: JoinChannelVideoRecorderMain.self),
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
