/// The app's own video: the external source `setExternalVideoSource` turns on (frames from
/// `pushExternalVideoFrame` instead of a camera), the custom tracks of `createCustomVideoTrack()` and
/// `createCustomEncodedVideoTrack(_:)`, and what the encoder made of their frames.
struct SimCustomVideo: SimComponent {
    /// `setExternalVideoSource(true, …)`: frames come from `pushExternalVideoFrame` instead of a camera.
    var externalSource = false
    var externalSourceType: AgoraExternalVideoSourceType = .videoFrame
    /// Cancelled when the external source is switched, so pushed frames still in flight are dropped.
    var externalSourceScope = SimScope()
    /// The local canvas with `sourceType == .custom`: shows the frames the app pushes.
    var canvas: AgoraRtcVideoCanvas?
    var pushedFramesThisPeriod = 0
    var framesThisPeriod = 0
    var encodedFrameCount = 0
    var lastEncodeAt: Double?
    /// Size of the last custom frame encoded (what remote users receive).
    var frameWidth = 0
    var frameHeight = 0
    /// The tracks of `createCustomVideoTrack()` and `createCustomEncodedVideoTrack(_:)`.
    var tracks = SimCustomVideoTracks()

    /// `setExternalVideoSource`: frames pushed before the switch and still in flight are dropped.
    mutating func switchExternalSource(_ enable: Bool, _ sourceType: AgoraExternalVideoSourceType) {
        externalSource = enable
        externalSourceType = sourceType
        externalSourceScope.cancel()
        lastEncodeAt = nil
    }

    /// A frame was pushed to the external source: counted, and it travels under the returned token.
    mutating func pushed() -> SimScope.Token {
        pushedFramesThisPeriod += 1
        return externalSourceScope.token
    }

    /// The encoder takes a pushed frame, at most at `encoder`'s frame rate (false: dropped, pushed faster than that).
    /// Its alpha goes only with `encodeAlpha`.
    mutating func encode(_ frame: inout AgoraSimVideoFrame, now: Double, encoder: AgoraVideoEncoderConfiguration) -> Bool {
        if !encoder.advancedVideoOptions.encodeAlpha { frame.alpha = nil }
        let interval = 1 / Double(encoder.frameRate.rawValue)
        if let lastEncodeAt, now - lastEncodeAt < interval * 0.9 { return false }
        lastEncodeAt = now
        framesThisPeriod += 1
        encodedFrameCount += 1
        let size = Self.encodedSize(of: frame, within: encoder.encodedSize)
        frameWidth = size.width
        frameHeight = size.height
        return true
    }

    /// The pushed picture's size, scaled down (never up) to fit the encoder's dimensions in its own orientation.
    static func encodedSize(of frame: AgoraSimVideoFrame, within limit: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let long = max(limit.width, limit.height), short = min(limit.width, limit.height)
        let frameLong = max(frame.width, frame.height), frameShort = min(frame.width, frame.height)
        guard long > 0, short > 0, frameLong > long || frameShort > short else { return (frame.width, frame.height) }
        let scale = min(Double(long) / Double(frameLong), Double(short) / Double(frameShort))
        return (max(2, Int((Double(frame.width) * scale).rounded())), max(2, Int((Double(frame.height) * scale).rounded())))
    }

    /// Pushed frames still in flight are dropped.
    mutating func destroy() {
        externalSourceScope.cancel()
    }
}
