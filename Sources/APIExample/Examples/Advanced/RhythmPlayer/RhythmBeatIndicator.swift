/// The metronome's light, as the panel draws it: one cell per beat of the measure, the beat just played lit (the
/// downbeat with its own mark), and how many beats were heard. Fed by the engine's beats, so it follows the real
/// tempo without a timer of its own.
struct RhythmBeatIndicator: Equatable {
    /// The beat just played, 1…beatsPerMeasure; 0 when none is playing.
    private(set) var number = 0
    private(set) var beatsPerMeasure = 4
    private(set) var beatsHeard = 0

    mutating func beat(_ number: Int, of beatsPerMeasure: Int) {
        self.number = number
        self.beatsPerMeasure = beatsPerMeasure
        beatsHeard += 1
    }

    /// The light goes out (stopped, failed); the count stays for the next play to continue.
    mutating func stop(beatsPerMeasure: Int) {
        number = 0
        self.beatsPerMeasure = beatsPerMeasure
    }

    var isDownbeat: Bool { number == 1 }

    /// "[#] ( ) ( ) ( )": `#` is the downbeat (sound 1), `*` another beat (sound 2), `( )` a beat not playing.
    var cells: String {
        (1...max(1, beatsPerMeasure)).map { cell in
            guard cell == number else { return "( )" }
            return cell == 1 ? "[#]" : "(*)"
        }.joined(separator: " ")
    }
}
