import Foundation
import MediaDecoding

/// A short MP3 (written by the media layer) whose Xing header is made to claim millions of frames: FFmpeg takes its
/// length from that header, hours, without decoding anything.
enum LongMP3Fixture {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func write(to path: String) throws -> String {
        let writer = try MediaWriter(path: path)
        let stream = try writer.addAudio(encoder: "libmp3lame", sampleRate: 22_050, channels: 1, bitRate: 32_000)
        try writer.begin()
        try writer.writeAudio(stream: stream, samples: [Int16](repeating: 0, count: 22_050 / 4), channels: 1)
        try writer.finish()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        // "Xing" or "Info", then big-endian flags whose bit 0 says a frame count follows.
        let tags = [Array("Xing".utf8), Array("Info".utf8)]
        guard let at = (0..<max(0, bytes.count - 12)).first(where: { tags.contains(Array(bytes[$0..<$0 + 4])) }),
              bytes[at + 7] & 1 == 1 else {
            throw Failure(description: "no Xing header with a frame count in \(path)")
        }
        bytes.replaceSubrange(at + 8..<at + 12, with: [0x00, 0xFF, 0xFF, 0xFF])
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}
