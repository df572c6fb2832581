/// What `startEchoTest(withConfig:)` tests. The cloud plays back what this device sends after `intervalInSeconds`
/// (2…10): the voice for an audio test, the camera's picture (in `view`) for a video test.
public struct AgoraEchoTestConfiguration: Sendable {
    /// Where the returning picture is drawn; used only when `enableVideo` is true.
    public var view: AgoraVideoView?
    public var enableAudio = true
    public var enableVideo = true
    /// Needed only when the project has an App Certificate: a token for `channelId` and uid 0xFFFFFFFF.
    public var token: String?
    /// A channel of its own for each test and device, so two tests of the same project do not hear each other.
    public var channelId: String?
    public var intervalInSeconds = 2

    public init(view: AgoraVideoView? = nil, enableAudio: Bool = true, enableVideo: Bool = true, token: String? = nil,
                channelId: String? = nil, intervalInSeconds: Int = 2) {
        self.view = view
        self.enableAudio = enableAudio
        self.enableVideo = enableVideo
        self.token = token
        self.channelId = channelId
        self.intervalInSeconds = intervalInSeconds
    }
}
