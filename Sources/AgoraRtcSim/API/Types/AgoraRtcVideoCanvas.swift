public struct AgoraRtcVideoCanvas: Sendable {
    public var uid: UInt
    /// The surface frames are rendered into; nil unbinds.
    public var view: AgoraVideoView?
    public var renderMode: AgoraVideoRenderMode
    public var mirrorMode: AgoraVideoMirrorMode
    /// 0xRRGGBBAA, shown where `.fit` leaves bars.
    public var backgroundColor: UInt32

    public init(uid: UInt = 0, view: AgoraVideoView? = nil, renderMode: AgoraVideoRenderMode = .hidden,
                mirrorMode: AgoraVideoMirrorMode = .auto, backgroundColor: UInt32 = 0) {
        self.uid = uid
        self.view = view
        self.renderMode = renderMode
        self.mirrorMode = mirrorMode
        self.backgroundColor = backgroundColor
    }
}
