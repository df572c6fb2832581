import Foundation
import MediaDecoding
import MediaFormats
import Testing

/// The compressed-video half of the media layer: the sample MP4's H.264 packets as an encoder emits them (Annex B,
/// a key frame first), and a decoder that turns them back into the pictures the synth drew.
@Suite struct MediaPacketTests {
    private func packets() throws -> (MediaStreamInfo, [MediaEncodedPacket]) {
        let reader = try MediaPacketReader(path: SampleMovieFixture.path)
        var all: [MediaEncodedPacket] = []
        while let packet = try reader.next() { all.append(packet) }
        return (reader.stream, all)
    }

    @Test func readsEveryFrameAsAnnexBStartingWithAKeyFrame() throws {
        let (stream, all) = try packets()
        #expect(stream.codecName == "h264" && stream.width == SampleMovie.width && stream.height == SampleMovie.height)
        #expect(abs(stream.frameRate - Double(SampleMovie.framesPerSecond)) < 0.01)
        #expect(all.count == SampleMovie.frameCount, "one packet per frame")
        #expect(all.first?.isKeyFrame == true)
        // Annex B: each packet starts with a start code (the MP4 itself stores length prefixes).
        #expect(all.allSatisfy { Array($0.data.prefix(4)) == [0, 0, 0, 1] || Array($0.data.prefix(3)) == [0, 0, 1] })
        // The key frame carries its parameter sets: an SPS NAL (type 7) comes before the picture.
        let nalTypes = Self.nalTypes(all[0].data)
        #expect(nalTypes.contains(7) && nalTypes.contains(8) && nalTypes.contains(5), "\(nalTypes)")
    }

    @Test func decodedPacketsAreTheSynthsPictures() throws {
        let (_, all) = try packets()
        let decoder = try MediaVideoDecoder(codecName: "h264")
        var pictures: [MediaVideoFrame] = []
        for packet in all {
            if let picture = try decoder.decode(packet.data, ptsMilliseconds: packet.ptsMilliseconds) { pictures.append(picture) }
        }
        #expect(pictures.count >= all.count - 4, "at most the reorder delay is still inside the decoder")
        let first = try #require(pictures.first)
        #expect(first.width == SampleMovie.width && first.height == SampleMovie.height)
        let means = SampleMovieFixture.regionMeans(first.y, width: first.width, height: first.height)
        #expect(SampleMovieFixture.distance(means, SampleMovieFixture.drawnMeans(0)) < 6)
    }

    @Test func aDeltaFrameBeforeAnyKeyFrameGivesNoPicture() throws {
        let (_, all) = try packets()
        let decoder = try MediaVideoDecoder(codecName: "h264")
        let delta = try #require(all.first { !$0.isKeyFrame })
        // Without the parameter sets of a key frame the decoder cannot read it: no picture, or bad data.
        let early = Result { try decoder.decode(delta.data) }
        switch early {
        case .success(let picture): #expect(picture == nil)
        case .failure(let error): #expect(error as? MediaDecodeError == .badData)
        }
        // The decoder is not spoiled: the key frame and the frames after it decode.
        var pictures = 0
        for packet in all.prefix(6) where try decoder.decode(packet.data) != nil { pictures += 1 }
        #expect(pictures >= 2)
    }

    @Test func unknownCodecAndMissingFileAreRefused() {
        #expect(throws: MediaOpenError.codecNotSupported) { try MediaVideoDecoder(codecName: "no-such-codec") }
        #expect(throws: MediaOpenError.urlNotFound) { try MediaPacketReader(path: "/nonexistent/clip.mp4") }
    }

    static func nalTypes(_ data: [UInt8]) -> [UInt8] {
        var types: [UInt8] = []
        var index = 0
        while index + 3 < data.count {
            if data[index] == 0, data[index + 1] == 0, data[index + 2] == 1 {
                types.append(data[index + 3] & 0x1F)
                index += 3
            } else {
                index += 1
            }
        }
        return types
    }
}
