// The local mutes of remote users' sound on one connection, shared by the main connection's calls and their Ex
// forms: the setting changes on the link, and other instances' users hear of it (their stats and volume stop).
extension AgoraRtcEngineKit {
    /// `muteRemoteAudioStream(Ex)`: the callbacks to post to the connection.
    func muteRemoteAudio(_ link: inout SimLink, uid: UInt, mute: Bool) -> [SimCallback] {
        if mute { link.mutedRemoteAudio.insert(uid) } else { link.mutedRemoteAudio.remove(uid) }
        return cloudAudioMuteChanged(&link, uid: uid, mute: mute)
    }

    /// `muteAllRemoteAudioStreams(Ex)`: a user muted on its own stays muted when this is lifted. The callbacks to
    /// post to the connection.
    func muteAllRemoteAudio(_ link: inout SimLink, mute: Bool) -> [SimCallback] {
        link.mutesAllRemoteAudio = mute
        var callbacks: [SimCallback] = []
        for uid in link.remotes.map(\.uid) where !link.mutedRemoteAudio.contains(uid) {
            callbacks += cloudAudioMuteChanged(&link, uid: uid, mute: mute)
        }
        return callbacks
    }
}
