extension AgoraRtcEngineKit {
    /// `muteRemoteAudioStream` on one connection (the main one included): that connection stops (or resumes)
    /// receiving and playing `uid`'s sound. -8 when the engine has no such connection, -2 for uid 0.
    @discardableResult
    public func muteRemoteAudioStreamEx(_ uid: UInt, mute: Bool, connection: AgoraRtcConnection, file: StaticString = #filePath,
                                        line: UInt = #line) -> Int32 {
        api("muteRemoteAudioStreamEx(_:mute:connection:)", "uid: \(uid), mute: \(mute), connection: \(connection)",
            at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let link = s.link(of: connection) else { return AgoraErrorCode.invalidState.returnCode }
            guard uid != 0 else { return AgoraErrorCode.invalidArgument.returnCode }
            post(muteRemoteAudio(&s[link], uid: uid, mute: mute), to: s[link].route)
            return 0
        }
    }

    /// `muteAllRemoteAudioStreams` on one connection; a user muted on its own stays muted when this is lifted. -8
    /// when the engine has no such connection.
    @discardableResult
    public func muteAllRemoteAudioStreamsEx(_ mute: Bool, connection: AgoraRtcConnection, file: StaticString = #filePath,
                                            line: UInt = #line) -> Int32 {
        api("muteAllRemoteAudioStreamsEx(_:connection:)", "\(mute), connection: \(connection)",
            at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let link = s.link(of: connection) else { return AgoraErrorCode.invalidState.returnCode }
            post(muteAllRemoteAudio(&s[link], mute: mute), to: s[link].route)
            return 0
        }
    }

    /// `adjustUserPlaybackSignalVolume` on one connection, 0…400 (100 = as received). -8 when the engine has no
    /// such connection, -2 out of range or for uid 0.
    @discardableResult
    public func adjustUserPlaybackSignalVolumeEx(_ uid: UInt, volume: Int, connection: AgoraRtcConnection,
                                                 file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("adjustUserPlaybackSignalVolumeEx(_:volume:connection:)", "uid: \(uid), volume: \(volume), connection: \(connection)",
            at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let link = s.link(of: connection) else { return AgoraErrorCode.invalidState.returnCode }
            guard uid != 0, (0...400).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s[link].setUserPlaybackVolume(volume, of: uid)
            return 0
        }
    }
}
