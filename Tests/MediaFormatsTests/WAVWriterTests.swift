import Foundation
import Testing
import TestSupport
@testable import MediaFormats

@Suite struct WAVWriterTests {
    /// A second of a 440 Hz tone at 16 kHz mono and a chirp at 48 kHz stereo.
    static let cases: [WAVAudio] = [tone16kMono(), chirp48kStereo()]

    static func tone16kMono() -> WAVAudio {
        let samples = (0..<16_000).map { (n: Int) -> Int16 in
            SampleSynth.clip(12_000 * SampleSynth.sine(cycles: 440 * Double(n) / 16_000))
        }
        return WAVAudio(sampleRate: 16_000, channels: 1, samples: samples)
    }

    static func chirp48kStereo() -> WAVAudio {
        var samples: [Int16] = []
        for frame in 0..<48_000 {
            let t = Double(frame)
            let value = SampleSynth.sine(cycles: t * t / 4_000_000)
            samples.append(SampleSynth.clip(9_000 * value))
            samples.append(SampleSynth.clip(-7_000 * value))
        }
        return WAVAudio(sampleRate: 48_000, channels: 2, samples: samples)
    }

    @Test(arguments: cases)
    func roundTripsInMemoryAndOnDisk(_ audio: WAVAudio) throws {
        let scratch = try ScratchDirectory(prefix: "MediaFormatsTests")
        defer { scratch.remove() }
        let bytes = WAVWriter.encode(audio)
        #expect(bytes.count == 44 + audio.samples.count * 2)
        #expect(try WAVReader.read(bytes) == audio)
        let path = scratch.file("roundtrip-\(audio.sampleRate)-\(audio.channels).wav")
        try WAVWriter.write(audio, to: path)
        #expect(try WAVReader.read(path: path) == audio)
        #expect(FileManager.default.contents(atPath: path).map { [UInt8]($0) } == bytes)
    }

    @Test func headerSizesAreWhatStandardToolsExpect() throws {
        let audio = Self.cases[1]
        let bytes = WAVWriter.encode(audio)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
        #expect(Self.u32(bytes, 4) == UInt32(bytes.count - 8), "RIFF size = file size - 8")
        #expect(Self.u32(bytes, 16) == 16, "PCM fmt chunk")
        #expect(Self.u32(bytes, 28) == 48_000 * 4, "byte rate")
        #expect(Self.u32(bytes, 40) == UInt32(audio.samples.count * 2), "data size")
    }

    @Test func streamWriterFinalizesTheHeaderOnClose() throws {
        let scratch = try ScratchDirectory(prefix: "MediaFormatsTests")
        defer { scratch.remove() }
        let path = scratch.file("stream.wav")
        let audio = Self.cases[0]
        let writer = try WAVStreamWriter(path: path, sampleRate: 16_000, channels: 1)
        for start in stride(from: 0, to: audio.samples.count, by: 1_600) {
            try writer.append(Array(audio.samples[start..<min(start + 1_600, audio.samples.count)]))
        }
        #expect(writer.dataBytes == 32_000)
        #expect(abs(writer.duration - 1.0) < 1e-9)
        try writer.close()
        try writer.close()
        #expect(try WAVReader.read(path: path) == audio)
        #expect(throws: MediaFormatError.self) { try writer.append([1]) }
    }

    @Test func streamWriterWithNothingWrittenIsAnEmptyValidFile() throws {
        let scratch = try ScratchDirectory(prefix: "MediaFormatsTests")
        defer { scratch.remove() }
        let path = scratch.file("empty.wav")
        try WAVStreamWriter(path: path, sampleRate: 48_000, channels: 2).close()
        let audio = try WAVReader.read(path: path)
        #expect(audio.samples.isEmpty && audio.sampleRate == 48_000 && audio.channels == 2)
    }

    @Test func releasingAStreamWriterStillFinishesTheFile() throws {
        let scratch = try ScratchDirectory(prefix: "MediaFormatsTests")
        defer { scratch.remove() }
        let path = scratch.file("released.wav")
        do {
            let writer = try WAVStreamWriter(path: path, sampleRate: 16_000, channels: 1)
            try writer.append([1, 2, 3])
        }
        #expect(try WAVReader.read(path: path).samples == [1, 2, 3])
    }

    @Test func refusesPartialFramesAndBadFormats() throws {
        let scratch = try ScratchDirectory(prefix: "MediaFormatsTests")
        defer { scratch.remove() }
        let writer = try WAVStreamWriter(path: scratch.file("partial.wav"), sampleRate: 48_000, channels: 2)
        #expect(throws: MediaFormatError.self) { try writer.append([1, 2, 3]) }
        #expect(throws: MediaFormatError.self) { try writer.append(bytes: [1, 2]) }
        #expect(throws: MediaFormatError.self) { try WAVStreamWriter(path: scratch.file("x.wav"), sampleRate: 48_000, channels: 3) }
        #expect(throws: MediaFormatError.self) { try WAVWriter.write(WAVAudio(sampleRate: 0, channels: 1, samples: []), to: scratch.file("y.wav")) }
    }

    @Test func anUnwritableDirectoryIsAClearIOError() {
        do {
            _ = try WAVStreamWriter(path: "/nonexistent-dir/out.wav", sampleRate: 16_000, channels: 1)
            Issue.record("created a file in a directory that does not exist")
        } catch MediaFormatError.io(let reason) {
            #expect(reason == "/nonexistent-dir/out.wav: No such file or directory")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }
}
