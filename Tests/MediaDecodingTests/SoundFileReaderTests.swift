import Foundation
import MediaDecoding
import MediaFormats
import Testing
import TestSupport

/// One reader for every sound file the app and the engine open (mixing, effects, the app's PCM pusher): a WAV
/// through the project's reader as it is, anything else through the media layer at 48 kHz, and a reason that
/// says which kind of failure it was.
@Suite struct SoundFileReaderTests {
    private func readError(_ path: String, maximumMilliseconds: Int = SoundFileReader.defaultMaximumMilliseconds) -> SoundFileError? {
        do throws(SoundFileError) {
            _ = try SoundFileReader.read(path, maximumMilliseconds: maximumMilliseconds)
            return nil
        } catch {
            return error
        }
    }

    @Test func aWAVKeepsItsOwnRateAndChannels() throws {
        let scratch = try ScratchDirectory(prefix: "sound-file")
        let tone = TestAudio.sine(amplitude: 9_000, seconds: 0.5, rate: 16_000)
        let path = try TestAudio.writeWAV(tone, rate: 16_000, to: scratch.file("tone.wav"))
        let audio = try SoundFileReader.read(path)
        #expect(audio.sampleRate == 16_000 && audio.channels == 1 && audio.samples == tone)
    }

    @Test func theSampleMoviesSoundIsDecodedAt48kStereo() throws {
        let audio = try SoundFileReader.read(SampleMovieFixture.path)
        #expect(audio.sampleRate == 48_000 && audio.channels == 2)
        #expect(abs(audio.frameCount * 1000 / 48_000 - SampleMovie.durationMilliseconds) <= 100, "\(audio.frameCount)")
    }

    /// 32-bit float WAV: the project's reader does not take it, FFmpeg does.
    @Test func aFloatWAVIsDecodedByTheMediaLayer() throws {
        let scratch = try ScratchDirectory(prefix: "sound-file")
        let path = scratch.file("float.wav")
        let samples = (0..<4_800).map { Float(sin(Double($0) * 0.1) * 0.5) }
        try Self.floatWAV(samples, rate: 48_000).write(to: URL(fileURLWithPath: path))
        guard case .unsupported = Result(catching: { try WAVReader.read(path: path) }).failure as? MediaFormatError else {
            Issue.record("the WAV reader should refuse a float WAV")
            return
        }
        let audio = try SoundFileReader.read(path)
        #expect(audio.sampleRate == 48_000 && audio.channels == 1 && audio.frameCount == 4_800)
        #expect(abs(Int(audio.samples[16]) - Int(sin(1.6) * 0.5 * 32_767)) <= 2)
    }

    @Test func failuresSayWhichReaderRefusedAndWhy() throws {
        let scratch = try ScratchDirectory(prefix: "sound-file")
        let fake = scratch.file("song.mp3")
        try Data("not music at all, but long enough to be looked at\n".utf8).write(to: URL(fileURLWithPath: fake))
        #expect(readError(fake) == .media(.open(.invalidMediaSource(.unknownFormat))))
        guard case .wav(.io) = readError(scratch.file("missing.wav")) else {
            Issue.record("a missing path is the WAV reader's file-system error")
            return
        }
        guard case .wav(.io(let why)) = readError(scratch.path), why.contains("directory") else {
            Issue.record("a directory is refused before reading: \(String(describing: readError(scratch.path)))")
            return
        }
        #expect(readError(SampleMovieFixture.path, maximumMilliseconds: 1_000) == .media(.tooLong(maximumMilliseconds: 1_000)))
    }

    /// A WAV the project's reader does not take (32-bit float) falls to the media layer; when the layer refuses it
    /// for its length, that is the answer, not the WAV reader's "unsupported" (issue 30).
    @Test func aFloatWAVTooLongSaysTooLong() throws {
        let scratch = try ScratchDirectory(prefix: "sound-file")
        defer { scratch.remove() }
        let rate = 8_000, frames = rate / 2
        func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        var bytes = Array("RIFF".utf8) + le32(36 + frames * 4) + Array("WAVEfmt ".utf8) + le32(16)
        bytes += le16(3) + le16(1) + le32(rate) + le32(rate * 4) + le16(4) + le16(32)
        bytes += Array("data".utf8) + le32(frames * 4) + [UInt8](repeating: 0, count: frames * 4)
        let path = scratch.file("float.wav")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(readError(path, maximumMilliseconds: 100) == .media(.tooLong(maximumMilliseconds: 100)))
        // Within the limit it decodes, so the fallback itself works.
        #expect(readError(path) == nil)
    }

    @Test func aMovieWithoutSoundHasNoAudio() throws {
        let scratch = try ScratchDirectory(prefix: "sound-file")
        let path = scratch.file("silent.mp4")
        let writer = try MediaWriter(path: path)
        let stream = try writer.addVideo(encoder: "libx264", width: 32, height: 32, framesPerSecond: 5, bitRate: 50_000)
        try writer.begin()
        for index in 0..<5 {
            try writer.writeVideo(stream: stream, i420: [UInt8](repeating: UInt8(index * 40), count: 32 * 32 * 3 / 2))
        }
        try writer.finish()
        #expect(readError(path) == .media(.noAudio))
    }

    private static func floatWAV(_ samples: [Float], rate: Int) -> Data {
        var data = Data()
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); append32(UInt32(36 + samples.count * 4))
        data.append(contentsOf: Array("WAVEfmt ".utf8)); append32(16)
        append16(3); append16(1); append32(UInt32(rate)); append32(UInt32(rate * 4)); append16(4); append16(32)
        data.append(contentsOf: Array("data".utf8)); append32(UInt32(samples.count * 4))
        for sample in samples { append32(sample.bitPattern) }
        return data
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
