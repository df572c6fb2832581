extension AgoraRtcEngineKit {
    /// Stops (or resumes) receiving one remote user's video on the main connection: the user's remote video state
    /// goes to stopped (`.localMuted`) and no frames are decoded until it is unmuted. The setting is kept for the
    /// uid, also before that user joins (so a user muted before joining is never subscribed). -2 for uid 0.
    @discardableResult
    public func muteRemoteVideoStream(_ uid: UInt, mute: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("muteRemoteVideoStream(_:mute:)", "uid: \(uid), mute: \(mute)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard uid != 0 else { return AgoraErrorCode.invalidArgument.returnCode }
            guard mute != s[.main].mutedRemoteVideo.contains(uid) else { return 0 }
            if mute { s[.main].mutedRemoteVideo.insert(uid) } else { s[.main].mutedRemoteVideo.remove(uid) }
            guard let index = s[.main].remoteIndex(uid) else { return 0 }
            let callbacks = mute ? stopRemoteVideo(&s[.main], index, reason: .localMuted)
                : startRemoteVideo(&s.links[SimLinkIndex.main.position], index, s.video, profile: s.channelProfile, &s.rng)
            post(callbacks, to: .main)
            return 0
        }
    }
}
