/// What the local user hears of each remote user on a connection: `muteRemoteAudioStream`,
/// `muteAllRemoteAudioStreams` and `adjustUserPlaybackSignalVolume`, kept across sessions like the SDK's settings.
extension SimLink {
    /// Whether this connection receives `uid`'s sound (neither that user nor everyone is muted locally).
    func receivesAudio(of uid: UInt) -> Bool { !mutesAllRemoteAudio && !mutedRemoteAudio.contains(uid) }

    /// The gain `uid`'s sound is played at: the engine's playback volume times the user's own (each 0…400, 100 =
    /// as received).
    func playbackGain(of uid: UInt, playbackVolume: Int) -> Float {
        Float(playbackVolume) / 100 * Float(userPlaybackVolumes[uid] ?? 100) / 100
    }

    /// `adjustUserPlaybackSignalVolume(Ex)`: `uid`'s own volume, 0…400 (100, as received, is kept as no setting).
    mutating func setUserPlaybackVolume(_ volume: Int, of uid: UInt) {
        userPlaybackVolumes[uid] = volume == 100 ? nil : volume
    }
}
