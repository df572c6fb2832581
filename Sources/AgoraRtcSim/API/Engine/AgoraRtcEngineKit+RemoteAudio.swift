extension AgoraRtcEngineKit {
    /// Stops (or resumes) receiving one remote user's sound on the main connection: no audio stats or volume for
    /// that user while muted. The setting is kept for the uid, also before that user joins. -2 for uid 0.
    @discardableResult
    public func muteRemoteAudioStream(_ uid: UInt, mute: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("muteRemoteAudioStream(_:mute:)", "uid: \(uid), mute: \(mute)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard uid != 0 else { return AgoraErrorCode.invalidArgument.returnCode }
            if mute { s[.main].mutedRemoteAudio.insert(uid) } else { s[.main].mutedRemoteAudio.remove(uid) }
            post(cloudAudioMuteChanged(&s[.main], uid: uid, mute: mute), to: .main)
            return 0
        }
    }
}
