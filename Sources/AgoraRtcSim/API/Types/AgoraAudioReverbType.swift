/// The local voice reverberation parameters, each with its own range.
public enum AgoraAudioReverbType: Int, Sendable, CaseIterable {
    /// Level of the dry (original) signal, -20…10 dB.
    case dryLevel = 0
    /// Level of the early reflections (wet signal), -20…10 dB.
    case wetLevel = 1
    /// Room size, 0…100.
    case roomSize = 2
    /// Initial delay of the wet signal, 0…200 ms.
    case wetDelay = 3
    /// Reverberation strength, 0…100.
    case strength = 4

    public var range: ClosedRange<Int> {
        switch self {
        case .dryLevel, .wetLevel: -20...10
        case .roomSize, .strength: 0...100
        case .wetDelay: 0...200
        }
    }
}
