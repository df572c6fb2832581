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
                          "setInEarMonitoringVolume(_:)", "setEnableSpeakerphone(_:)",
                          "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                          "joinChannelEx(byToken:connection:delegate:mediaOptions:joinSuccess:)", "startLocalAudioMixer(_:)"],
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
                          "setDualStreamMode(_:)", "setRemoteDefaultVideoStreamType(_:)", "setRemoteVideoStream(_:type:)",
                          "setVideoEncoderConfiguration(_:)", "enableVideoImageSource(_:options:)",
                          "addVideoWatermark(_:options:)", "setLocalRenderTargetFps(_:targetFps:)",
                          "setRemoteRenderTargetFps(_:)", "takeSnapshotWithConfig(_:config:)", "takeSnapshot(_:filePath:)",
                          "rtcEngine(_:snapshotTaken:filePath:width:height:errCode:)",
                          "queryCameraFocalLengthCapability()", "setCameraCapturerConfiguration(_:)",
                          "setCameraStabilizationMode(_:)", "isCameraCenterStageSupported()", "enableCameraCenterStage(_:)"],
                path: "Sources/APIExample/Examples/Advanced/LiveStreaming",
                entry: LiveStreamingEntry.self, main: LiveStreamingMain.self),
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
                id: "CustomVideoSourcePush", nameKey: "case.CustomVideoSourcePush.name",
                noteKey: "case.CustomVideoSourcePush.note",
                keyAPIs: ["queryHDRCapability(_:)", "setExternalVideoSource(_:useTexture:sourceType:)",
                          "setVideoEncoderConfiguration(_:)", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                          "pushExternalVideoFrame(_:videoTrackId:)", "setupRemoteVideo(_:)", "updateChannel(with:)", "leaveChannel(_:)",
                          "destroy()"],
                path: "Sources/APIExample/Examples/Advanced/CustomVideoSourcePush",
                entry: CustomVideoSourcePushEntry.self, main: CustomVideoSourcePushMain.self),
            MenuItem(
                id: "CustomVideoRender", nameKey: "case.CustomVideoRender.name", noteKey: "case.CustomVideoRender.note",
                keyAPIs: ["setClientRole(_:)", "setVideoFrameDelegate(_:)", "enableVideo()", "setupLocalVideo(_:)",
                          "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                          "onRenderVideoFrame(_:uid:channelId:)", "leaveChannel(_:)", "destroy()"],
                path: "Sources/APIExample/Examples/Advanced/CustomVideoRender",
                entry: CustomVideoRenderEntry.self, main: CustomVideoRenderMain.self),
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
            MenuItem(
                id: "RawVideoData", nameKey: "case.RawVideoData.name", noteKey: "case.RawVideoData.note",
                keyAPIs: ["setVideoFrameDelegate(_:)", "enableVideo()", "setVideoEncoderConfiguration(_:)",
                          "setupLocalVideo(_:)", "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                          "onCapture(_:sourceType:)", "onRenderVideoFrame(_:uid:channelId:)", "setupRemoteVideo(_:)",
                          "leaveChannel(_:)", "destroy()"],
                path: "Sources/APIExample/Examples/Advanced/RawVideoData",
                entry: RawVideoDataEntry.self, main: RawVideoDataMain.self),
            MenuItem(
                id: "LocalVideoTranscoding", nameKey: "case.LocalVideoTranscoding.name",
                noteKey: "case.LocalVideoTranscoding.note",
                keyAPIs: ["setVideoFrameDelegate(_:)", "createMediaPlayer(with:)", "open(with:)", "adjustPlayoutVolume(_:)",
                          "startCameraCapture(_:config:)", "startLocalVideoTranscoder(_:)",
                          "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "onTranscodedVideoFrame(_:)",
                          "setupRemoteVideo(_:)", "leaveChannel(_:)", "destroy()"],
                path: "Sources/APIExample/Examples/Advanced/LocalVideoTranscoding",
                entry: LocalVideoTranscodingEntry.self, main: LocalVideoTranscodingMain.self),
            MenuItem(
                id: "SimpleFilter", nameKey: "case.SimpleFilter.name", noteKey: "case.SimpleFilter.note",
                keyAPIs: ["sharedEngine(with:delegate:)", "loadExtensionProvider(withPath:unloadAfterUse:)",
                          "enableExtension(withVendor:extension:enabled:sourceType:)",
                          "setExtensionPropertyWithVendor(_:extension:key:value:)", "onExtensionStarted(_:extension:)",
                          "onEvent(_:extension:key:value:)", "enableAudioVolumeIndication(_:smooth:reportVad:)",
                          "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "leaveChannel(_:)", "destroy()"],
                path: "Sources/APIExample/Examples/Advanced/SimpleFilter",
                entry: SimpleFilterEntry.self, main: SimpleFilterMain.self),
            MenuItem(
                id: "JoinMultiChannel", nameKey: "case.JoinMultiChannel.name", noteKey: "case.JoinMultiChannel.note",
                keyAPIs: ["joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                          "joinChannelEx(byToken:connection:delegate:mediaOptions:joinSuccess:)",
                          "setupRemoteVideoEx(_:connection:)", "takeSnapshotEx(_:uid:filePath:)",
                          "rtcEngine(_:snapshotTaken:filePath:width:height:errCode:)", "updateChannelEx(with:connection:)",
                          "leaveChannelEx(_:options:leaveChannelBlock:)", "leaveChannel(_:)", "destroy()"],
                path: "Sources/APIExample/Examples/Advanced/JoinMultiChannel",
                entry: JoinMultiChannelEntry.self, main: JoinMultiChannelMain.self),
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

    /// Ids as typed on the command line may differ in case. The exact id, which the menu passes, is tried first:
    /// Foundation's case-insensitive compare is slow to start and the first paint asks for the selected case.
    public static func item(id: String) -> MenuItem? {
        let items = allItems
        return items.first { $0.id == id } ?? items.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
    }
}
