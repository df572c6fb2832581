extension AgoraRtcEngineKit {
    /// Sim-only control (no SDK counterpart): cuts the link to the cloud for `seconds`, as if the network
    /// dropped. The connection then follows the SDK's timeline: (reconnecting, interrupted) after 4 s,
    /// connection lost after 14 s, (failed, joinFailed) after 4 s + 20 min; if the link returns first,
    /// (connected, rejoinSuccess) and didRejoinChannel. A drop during an outage extends it.
    /// Every connection of the engine goes through it, each on its own timeline.
    /// Returns -2 for a non-positive duration and -8 unless some connection is joined (connected or reconnecting).
    @discardableResult
    public func simDropNetwork(for seconds: Double, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("simDropNetwork(for:)", "\(seconds)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard seconds > 0, seconds.isFinite else { return AgoraErrorCode.invalidArgument.returnCode }
            guard s.links.contains(where: \.isJoined) else { return AgoraErrorCode.invalidState.returnCode }
            for link in s.linkIndices where s[link].isJoined {
                post(beginOutage(&s.links[link.position], &s.mediaPush, lasting: seconds), to: s[link].route)
            }
            return 0
        }
    }
}
