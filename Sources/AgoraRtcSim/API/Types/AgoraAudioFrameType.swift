/// `AUDIO_FRAME_TYPE`: the only one is 16-bit PCM.
public enum AgoraAudioFrameType: Int, Sendable {
    case pcm16 = 0
}
