/// What a custom audio track is for (`AUDIO_TRACK_TYPE`): mixable tracks are mixed with other audio before
/// sending (and can be played locally); direct tracks replace the microphone and skip mixing.
public enum AgoraAudioTrackType: Int, Sendable {
    case invalid = -1
    case mixable = 0
    case direct = 1
}
