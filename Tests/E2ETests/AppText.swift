/// Strings the app shows, in both languages (from Localizations/*.lproj and the case registry).
enum AppText {
    static let menuTitle = "APIExample - Agora RTC API examples"
    static let menuTitleZh = "APIExample - 声网 RTC API 示例"
    static let tokenRow = "Join a channel (Token)"
    static let videoRow = "Join a channel (Video)"
    static let videoRowZh = "实时视频通话/直播"
    static let audioRow = "Join a channel (Audio)"
    static let recorderRow = "Local or remote recording"
    static let liveRow = "Live Streaming"
    static let quitHint = "q quit"
    static let channelField = "Channel name"
    static let channelFieldZh = "频道名"
    static let joinButton = "[ Join ]"
    static let joinButtonZh = "[ 加入频道 ]"
    static let startButton = "[ Start ]"
    static let connected = "State: Connected (joinSuccess)"
    static let connectedZh = "状态: 已连接"
    static let localTile = "Local Broadcaster"
    static let localTileZh = "本地 主播"
    static let remoteTile = "Remote ─"
    static let remoteTileZh = "远端 ─"
    static let videoSend = "VSend:"
    static let videoSendZh = "视频发送:"
    static let videoReceive = "VRecv:"
    static let recordingVolume = "Recording volume"
    static let tooSmall = "Terminal too small"
    static let settingsTitle = " Settings"
    static let settingsTitleZh = " 设置"
    /// Resolution, frame rate, orientation, role, App ID, certificate, remote users, remote behaviour, then network.
    static let downsToNetworkRow = 9
    static let caseIds = ["JoinChannelVideoToken", "JoinChannelVideo", "JoinChannelAudio", "JoinChannelVideoRecorder",
                          "LiveStreaming", "RTMPStreaming", "VideoMetadata", "VoiceChanger", "CustomPcmAudioSource",
                          "CustomAudioRender", "CustomVideoSourcePush", "CustomVideoSourcePushMulti", "CustomVideoRender", "RawAudioData", "RawVideoData",
                          "PictureInPicture", "LocalVideoTranscoding", "SimpleFilter", "QuickSwitchChannel",
                          "JoinMultiChannel", "StreamEncryption", "AudioMixing", "PrecallTest", "MediaPlayer", "ScreenShare",
                          "LocalCompositeGraph", "VideoProcess", "AgoraBeauty", "CreateDataStream", "MediaChannelRelay", "SpatialAudio", "ContentInspect",
                          "MutliCamera",
                          "KtvCopyrightMusic", "ThirdBeautify", "ARKit", "AudioRouterPlayer", "AudioWaveform", "FaceCapture", "TransparentRender", "RtePlayer",
                          "Simulcast", "Multipath"]
    static let videoConfigKeys = ["channelName", "uid", "role", "resolution", "fps", "orientation"]
    /// Enter moves through the six JoinChannelVideo fields; the seventh press is on "[ Join ]".
    static let entersToJoin = 7
}
