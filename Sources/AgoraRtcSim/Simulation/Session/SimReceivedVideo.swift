/// The stream a subscriber actually receives from one remote publisher: the high stream as published, or the
/// low stream the publisher sends alongside it.
struct SimReceivedVideo: Equatable, Sendable {
    /// The SDK's default low stream (`SimulcastStreamConfig`: 160×120, 5 fps, 65 Kbps).
    static let lowWidth = 160
    static let lowHeight = 120
    static let lowFps = 5
    static let lowKbps = 65

    let type: AgoraVideoStreamType
    let width: Int
    let height: Int
    let fps: Int
    let kbps: Int

    static func high(of user: SimRemoteUser) -> SimReceivedVideo {
        SimReceivedVideo(type: .high, width: user.width, height: user.height, fps: user.fps, kbps: user.videoKbps)
    }

    static let low = SimReceivedVideo(type: .low, width: lowWidth, height: lowHeight, fps: lowFps, kbps: lowKbps)
}
