/// The ten bands of the local voice equalizer; gains are -15…15 dB.
public enum AgoraAudioEqualizationBandFrequency: Int, Sendable, CaseIterable {
    case band31 = 0
    case band62 = 1
    case band125 = 2
    case band250 = 3
    case band500 = 4
    case band1K = 5
    case band2K = 6
    case band4K = 7
    case band8K = 8
    case band16K = 9

    /// Centre frequency in Hz.
    public var hertz: Int { [31, 62, 125, 250, 500, 1000, 2000, 4000, 8000, 16000][rawValue] }
}
