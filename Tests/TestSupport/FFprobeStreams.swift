import Foundation

/// What the `ffprobe` command (Debian's `ffmpeg` package) says of a media file's streams and container: an
/// outside reader's view of a file the app wrote, not the project's own FFmpeg code.
public struct FFprobeStreams: Sendable {
    public struct Stream: Sendable {
        public let codecType: String
        public let codecName: String
        public let width: Int
        public let height: Int
        /// `avg_frame_rate`, as a number (0 for audio).
        public let frameRate: Double
        public let sampleRate: Int
        public let channels: Int
        public let duration: Double
        /// `nb_frames`: pictures, or audio packets.
        public let frames: Int
    }

    public let formatName: String
    public let duration: Double
    public let streams: [Stream]

    public var video: [Stream] { streams.filter { $0.codecType == "video" } }
    public var audio: [Stream] { streams.filter { $0.codecType == "audio" } }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `ffprobe -v error -show_streams -show_format -of json` on `path`.
    public static func probe(_ path: String) throws -> FFprobeStreams {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-show_streams", "-show_format", "-of", "json", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(description: "ffprobe failed on \(path) (\(process.terminationStatus))")
        }
        let format = json["format"] as? [String: Any] ?? [:]
        let streams = (json["streams"] as? [[String: Any]] ?? []).map { entry in
            Stream(codecType: entry["codec_type"] as? String ?? "", codecName: entry["codec_name"] as? String ?? "",
                   width: entry["width"] as? Int ?? 0, height: entry["height"] as? Int ?? 0,
                   frameRate: rate(entry["avg_frame_rate"] as? String), sampleRate: Int(entry["sample_rate"] as? String ?? "") ?? 0,
                   channels: entry["channels"] as? Int ?? 0, duration: Double(entry["duration"] as? String ?? "") ?? 0,
                   frames: Int(entry["nb_frames"] as? String ?? "") ?? 0)
        }
        return FFprobeStreams(formatName: format["format_name"] as? String ?? "",
                              duration: Double(format["duration"] as? String ?? "") ?? 0, streams: streams)
    }

    /// "15/1" as 15.
    private static func rate(_ text: String?) -> Double {
        let parts = (text ?? "").split(separator: "/").compactMap { Double($0) }
        guard parts.count == 2, parts[1] != 0 else { return 0 }
        return parts[0] / parts[1]
    }
}
