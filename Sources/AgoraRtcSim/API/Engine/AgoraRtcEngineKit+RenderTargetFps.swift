// The maximum frame rate at which video is drawn into its views (SDK 4.5). Decoding and sending go on at the
// stream's rate; only rendering (the view, rendererOutputFrameRate) is capped. A target at or above the stream's
// rate changes nothing, as the docs say.
extension AgoraRtcEngineKit {
    /// The rates the docs list. Any other value: -2 (the simulation's choice; the docs say only "< 0: failure").
    static let renderTargetRates: Set<Int> = [1, 7, 10, 15, 24, 30, 60]

    /// Caps how often every remote user's video is rendered. Before or after joining.
    @discardableResult
    public func setRemoteRenderTargetFps(_ targetFps: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setRemoteRenderTargetFps(_:)", "\(targetFps)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard Self.renderTargetRates.contains(targetFps) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.channel.setRemoteRenderTargetFps(targetFps)
            return 0
        }
    }

    /// Caps how often the local preview of `sourceType` is rendered; only the camera is simulated (others: -2).
    @discardableResult
    public func setLocalRenderTargetFps(_ sourceType: AgoraVideoSourceType, targetFps: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setLocalRenderTargetFps(_:targetFps:)", ".\(sourceType), targetFps: \(targetFps)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard sourceType == .camera, Self.renderTargetRates.contains(targetFps) else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            s.video.camera.renderTargetFps = targetFps
            return 0
        }
    }
}
