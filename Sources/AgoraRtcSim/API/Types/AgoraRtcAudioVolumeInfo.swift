public struct AgoraRtcAudioVolumeInfo: Sendable, Equatable {
    /// 0 for the local user.
    public var uid: UInt
    /// 0…255.
    public var volume: Int
    /// Voice activity: 0/1 (always 1 for remote users).
    public var vad: Int
    /// Hz; always 0 for remote users.
    public var voicePitch: Double

    public init(uid: UInt = 0, volume: Int = 0, vad: Int = 0, voicePitch: Double = 0) {
        self.uid = uid
        self.volume = volume
        self.vad = vad
        self.voicePitch = voicePitch
    }
}
