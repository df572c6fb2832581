/// One beat of the virtual metronome, as the simulation tells the app (`AgoraSimulationSettings.rhythmBeats`). The
/// SDK has no such callback (a user hears the beat); it stands in for the ear, so a view can follow the real tempo.
public struct AgoraSimRhythmBeat: Sendable, Equatable {
    /// 1…beatsPerMeasure; 1 is the downbeat (sound1).
    public let number: Int
    public let beatsPerMeasure: Int
    public let beatsPerMinute: Int
    /// Milliseconds since the engine was created.
    public let timeMs: Int

    public var isDownbeat: Bool { number == 1 }

    public init(number: Int, beatsPerMeasure: Int, beatsPerMinute: Int, timeMs: Int) {
        self.number = number
        self.beatsPerMeasure = beatsPerMeasure
        self.beatsPerMinute = beatsPerMinute
        self.timeMs = timeMs
    }
}
