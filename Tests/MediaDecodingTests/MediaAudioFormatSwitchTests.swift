import Foundation
import MediaDecoding
import Testing

/// Issue 30, found by fuzz-media: reading a file's sound in one channel count and then in another made the layer
/// convert stereo into a buffer sized for mono (its capacity was counted in frames, whatever their width), writing
/// past its end. Alternating mono and stereo now reads the same sound as reading stereo throughout.
@Suite struct MediaAudioFormatSwitchTests {
    private func stereo(_ file: MediaFile, chunks: Int) throws -> [Int16] {
        var samples: [Int16] = []
        for _ in 0..<chunks {
            guard let chunk = try file.nextAudio(sampleRate: 48_000, channels: 2, maxFrames: 480) else { break }
            samples += chunk.samples
        }
        return samples
    }

    @Test func alternatingChannelCountsKeepTheSoundWhole() throws {
        let switching = try MediaFile.open(SampleMovieFixture.path)
        defer { switching.close() }
        var switched: [Int16] = []
        for _ in 0..<40 {
            // A wide mono read leaves room for many mono frames; the stereo read after it must not reuse that room.
            let mono = try #require(try switching.nextAudio(sampleRate: 48_000, channels: 1, maxFrames: 4_800))
            #expect(mono.channels == 1 && mono.samples.count <= 4_800)
            switched += try stereo(switching, chunks: 2)
        }
        #expect(!switched.isEmpty)
        // Each stereo read starts where the mono one stopped, so they are pieces of the same sound.
        let plain = try MediaFile.open(SampleMovieFixture.path)
        defer { plain.close() }
        let whole = try stereo(plain, chunks: 1_000)
        let first = Array(switched.prefix(960))
        #expect(first.count == 960)
        #expect(Self.contains(whole, first), "the first stereo piece after a mono read is not in the stereo sound")
    }

    /// Whether `piece` occurs in `whole` at a frame boundary, within one step of rounding.
    private static func contains(_ whole: [Int16], _ piece: [Int16]) -> Bool {
        guard piece.count <= whole.count else { return false }
        return stride(from: 0, through: whole.count - piece.count, by: 2).contains { start in
            zip(whole[start..<start + piece.count], piece).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
        }
    }
}
