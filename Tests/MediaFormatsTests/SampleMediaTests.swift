import Foundation
import Testing
@testable import MediaFormats

@Suite struct SampleMediaTests {
    static let mediaDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Media")

    @Test(arguments: SampleMedia.all.map(\.fileName))
    func committedSampleIsWhatTheGeneratorMakes(_ name: String) throws {
        let sample = try #require(SampleMedia.all.first { $0.fileName == name })
        let committed = try #require(FileManager.default.contents(atPath: Self.mediaDirectory.appendingPathComponent(name).path),
                                     "Resources/Media/\(name) is missing: run `swift run make-sample-media`")
        let made = sample.make()
        #expect([UInt8](committed) == made, "Resources/Media/\(name) differs from the generator: run `swift run make-sample-media`")
        #expect(made.count < 1_000_000)
        #expect(sample.make() == made, "the generator is deterministic")
    }

    @Test func theAudioSampleIsShortStereoWithMovingLevels() throws {
        let audio = try WAVReader.read(SampleMedia.melody48kStereo().samplesAsFile)
        #expect(audio.sampleRate == 48_000 && audio.channels == 2)
        #expect((3.0...5.0).contains(audio.duration))
        // 200 ms windows, as a volume meter reads them: loud, quiet and silent ones.
        let window = 48_000 * 2 / 5
        let levels = stride(from: 0, to: audio.samples.count, by: window).map {
            PCMLevel.level(Array(audio.samples[$0..<min($0 + window, audio.samples.count)]))
        }
        #expect(levels.max()! > 180)
        #expect(levels.contains(0))
        #expect(Set(levels).count > 8, "the level moves: \(levels)")
        let left = stride(from: 0, to: audio.samples.count, by: 2).map { audio.samples[$0] }
        let right = stride(from: 1, to: audio.samples.count, by: 2).map { audio.samples[$0] }
        #expect(left != right, "really stereo")
    }
}

private extension WAVAudio {
    var samplesAsFile: [UInt8] { WAVWriter.encode(self) }
}
