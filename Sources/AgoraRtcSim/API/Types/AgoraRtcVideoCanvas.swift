public struct AgoraRtcVideoCanvas: Sendable {
    public var uid: UInt
    /// The surface frames are rendered into; nil unbinds.
    public var view: AgoraVideoView?
    public var renderMode: AgoraVideoRenderMode
    public var mirrorMode: AgoraVideoMirrorMode
    /// 0xRRGGBBAA, shown where `.fit` leaves bars.
    public var backgroundColor: UInt32
    /// What a local canvas shows: the camera, or with `.mediaPlayer` the pictures of player `mediaPlayerId`.
    public var sourceType: AgoraVideoSourceType
    public var mediaPlayerId: Int32
    /// Render the video's alpha, where it has one: transparent where the alpha is low. Off (the default), a video
    /// with alpha shows its picture opaque.
    public var enableAlphaMask = false

    public init(uid: UInt = 0, view: AgoraVideoView? = nil, renderMode: AgoraVideoRenderMode = .hidden,
                mirrorMode: AgoraVideoMirrorMode = .auto, backgroundColor: UInt32 = 0,
                sourceType: AgoraVideoSourceType = .camera, mediaPlayerId: Int32 = 0) {
        self.uid = uid
        self.view = view
        self.renderMode = renderMode
        self.mirrorMode = mirrorMode
        self.backgroundColor = backgroundColor
        self.sourceType = sourceType
        self.mediaPlayerId = mediaPlayerId
    }
}
