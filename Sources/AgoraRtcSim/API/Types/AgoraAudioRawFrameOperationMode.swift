/// `RAW_AUDIO_FRAME_OP_MODE_TYPE`: whether the observer only reads frames or may change them.
/// (The simulation delivers copies, so write modes change nothing.)
public enum AgoraAudioRawFrameOperationMode: Int, Sendable {
    case readOnly = 0
    case writeOnly = 1
    case readWrite = 2
}
