extension AgoraRtcEngineKit {
    /// Stops (or resumes) receiving one remote user's sound on the main connection: no audio stats or volume for
    /// that user while muted. The setting is kept for the uid, also before that user joins. -2 for uid 0.
    @discardableResult
    public func muteRemoteAudioStream(_ uid: UInt, mute: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("muteRemoteAudioStream(_:mute:)", "uid: \(uid), mute: \(mute)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard uid != 0 else { return AgoraErrorCode.invalidArgument.returnCode }
            post(muteRemoteAudio(&s[.main], uid: uid, mute: mute), to: .main)
            return 0
        }
    }

    /// Stops (or resumes) receiving every remote user's sound on the main connection, users who join later
    /// included; a user muted on its own stays muted when this is lifted.
    @discardableResult
    public func muteAllRemoteAudioStreams(_ mute: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("muteAllRemoteAudioStreams(_:)", "\(mute)", at: AgoraSimCallSite(file: file, line: line)) { s in
            post(muteAllRemoteAudio(&s[.main], mute: mute), to: .main)
            return 0
        }
    }

    /// One remote user's playback volume on the main connection, 0…400 (100 = as received), on top of
    /// `adjustPlaybackSignalVolume`; -2 out of range or for uid 0.
    @discardableResult
    public func adjustUserPlaybackSignalVolume(_ uid: UInt, volume: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("adjustUserPlaybackSignalVolume(_:volume:)", "uid: \(uid), volume: \(volume)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard uid != 0, (0...400).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s[.main].setUserPlaybackVolume(volume, of: uid)
            return 0
        }
    }
}
