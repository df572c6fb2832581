import Testing
@testable import MediaFormats

@Suite struct PCMLevelTests {
    @Test func scaleEnds() {
        #expect(PCMLevel.level([Int16](repeating: 0, count: 480)) == 0)
        #expect(PCMLevel.level([]) == 0)
        #expect(PCMLevel.level((0..<480).map { $0 % 2 == 0 ? Int16.max : Int16.min }) == 255)
        // −70 dBFS and below reads 0.
        #expect(PCMLevel.level(rms: 10) == 0)
    }

    @Test func aFullScaleSineIsThreeDecibelsDown() {
        let sine = (0..<4_800).map { SampleSynth.clip(32767 * SampleSynth.sine(cycles: Double($0) / 48)) }
        #expect(abs(PCMLevel.rms(sine) - 32767 / 2.0.squareRoot()) < 5)
        #expect(PCMLevel.level(sine) == 244)
    }

    @Test func rmsForLevelIsTheInverse() {
        for level in 1...255 {
            #expect(PCMLevel.level(rms: PCMLevel.rms(forLevel: level)) == level)
        }
        #expect(PCMLevel.rms(forLevel: 0) == 0)
    }

    @Test func bytesAndSamplesAgree() {
        let samples: [Int16] = [100, -200, 3000, -32768, 32767, 0]
        let bytes = WAVFormat.bytes(of: samples)
        #expect(bytes.withUnsafeBytes { PCMLevel.rms(bytes: $0) } == PCMLevel.rms(samples))
    }
}
