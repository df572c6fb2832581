extension AgoraRtcEngineKit {
    /// `didAudioRouteChanged` when the main connection is in a channel and the route is not the one last reported
    /// there (joining reports the route the channel starts on).
    func audioRouteReport(_ s: inout SimEngineState) -> [SimCallback] {
        guard s[.main].isJoined, s.audioEnabled else { return [] }
        let route = s.audioRoute
        guard route != s.reportedRoute else { return [] }
        s.reportedRoute = route
        return [.delegate("rtcEngine(_:didAudioRouteChanged:)", ".\(route)") { $1.rtcEngine($0, didAudioRouteChanged: route) }]
    }
}
