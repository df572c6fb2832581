/// Deterministic sound for the sample files: only IEEE arithmetic (no libm), so every platform and toolchain
/// makes the same bytes and the committed files can be checked against the generator.
enum SampleSynth {
    /// sin(2π · cycles) by range reduction and a Taylor series to the 13th power (error below 1e-9).
    static func sine(cycles: Double) -> Double {
        var x = cycles - cycles.rounded(.down)
        if x >= 0.5 { x -= 1 }
        if x > 0.25 { x = 0.5 - x } else if x < -0.25 { x = -0.5 - x }
        let t = 2 * Double.pi * x
        let t2 = t * t
        return t * (1 - t2 / 6 * (1 - t2 / 20 * (1 - t2 / 42 * (1 - t2 / 72 * (1 - t2 / 110 * (1 - t2 / 156))))))
    }

    /// A plucked tone: 8 ms attack, a linear fall to 30 % over the note, a 30 ms release; three harmonics.
    static func tone(frequency: Double, at time: Double, length: Double) -> Double {
        guard time >= 0, time < length else { return 0 }
        let attack = min(1, time / 0.008)
        let fall = 1 - 0.7 * time / length
        let release = min(1, (length - time) / 0.03)
        let wave = sine(cycles: frequency * time) + 0.3 * sine(cycles: 2 * frequency * time)
            + 0.12 * sine(cycles: 3 * frequency * time)
        return attack * fall * release * wave
    }

    static func clip(_ value: Double) -> Int16 {
        Int16(max(-32768, min(32767, value.rounded())))
    }
}
