extension AgoraRtcEngineKit {
    /// Stops (or resumes) receiving one remote user's video on the main connection: no more frames reach that
    /// user's view or the frame observer while muted (the remote video state is left as it was). The setting is kept
    /// for the uid, also before that user joins. -2 for uid 0.
    @discardableResult
    public func muteRemoteVideoStream(_ uid: UInt, mute: Bool) -> Int32 {
        api("muteRemoteVideoStream(_:mute:)", "uid: \(uid), mute: \(mute)") { s in
            guard uid != 0 else { return AgoraErrorCode.invalidArgument.returnCode }
            if mute { s[.main].mutedRemoteVideo.insert(uid) } else { s[.main].mutedRemoteVideo.remove(uid) }
            return 0
        }
    }
}
