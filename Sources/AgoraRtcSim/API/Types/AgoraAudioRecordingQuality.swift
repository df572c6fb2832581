/// `AgoraAudioRecordingQuality`: how hard an AAC recording (`codec` true) is compressed; a WAV ignores it.
public enum AgoraAudioRecordingQuality: Int, Sendable {
    case low = 0
    case medium = 1
    case high = 2
    case ultraHigh = 3

    /// The AAC bit rate: the SDK documents each quality by its file size for 10 minutes at 32 kHz (about 1.2, 2,
    /// 3.75 and 7.5 MB), which these rates reproduce.
    var aacBitRate: Int {
        switch self {
        case .low: 16_000
        case .medium: 27_000
        case .high: 50_000
        case .ultraHigh: 100_000
        }
    }
}
