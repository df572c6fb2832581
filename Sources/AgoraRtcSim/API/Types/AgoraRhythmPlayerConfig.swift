/// How the virtual metronome plays (SDK `AgoraRhythmPlayerConfig`): `beatsPerMeasure` beats to a bar, 1…9 (default
/// 4), at `beatsPerMinute`, 60…360 (default 60). The first beat of each bar plays the first sound, the others the
/// second.
public struct AgoraRhythmPlayerConfig: Sendable, Equatable {
    public static let beatsPerMeasureRange = 1...9
    public static let beatsPerMinuteRange = 60...360

    public var beatsPerMeasure: Int
    public var beatsPerMinute: Int

    public init(beatsPerMeasure: Int = 4, beatsPerMinute: Int = 60) {
        self.beatsPerMeasure = beatsPerMeasure
        self.beatsPerMinute = beatsPerMinute
    }

    /// Both values within the SDK's ranges.
    public var isValid: Bool {
        Self.beatsPerMeasureRange.contains(beatsPerMeasure) && Self.beatsPerMinuteRange.contains(beatsPerMinute)
    }

    /// Seconds from one beat to the next.
    public var beatInterval: Double { 60 / Double(max(1, beatsPerMinute)) }
}
