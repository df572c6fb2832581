import Foundation
import MediaDecoding

/// One media recorder's MP4, as the SDK writes it: an H.264 track at the stream's declared size and frame rate
/// and an AAC track in the audio profile's format (either left out per `streamType`), through the media layer's
/// writer (FFmpeg, opened on first use). Used under the engine's lock only.
final class SimRecorderFile: @unchecked Sendable {
    enum OpenFailure: Error {
        /// The path is not a regular file that can be created (a missing directory, a FIFO, a device).
        case unwritable
        /// The media layer or one of its encoders is not there.
        case noEncoder
    }

    struct VideoFormat: Equatable {
        let width: Int
        let height: Int
        let fps: Int
    }

    struct AudioFormat: Equatable {
        let sampleRate: Int
        let channels: Int
    }

    let path: String
    let video: VideoFormat?
    let audio: AudioFormat?
    private var writer: MediaWriter?
    private var videoStream = 0
    private var audioStream = 0

    init(path: String, video: VideoFormat?, audio: AudioFormat?) throws(OpenFailure) {
        self.path = path
        self.video = video
        self.audio = audio
        try Self.create(path)
        do {
            let writer = try MediaWriter(path: path)
            if let video {
                // About 0.1 bit a pixel: the SDK's standard bitrate for these sizes is in that range.
                let bitRate = max(100_000, video.width * video.height * video.fps / 10)
                videoStream = try writer.addVideo(encoder: "libx264", width: video.width, height: video.height,
                                                  framesPerSecond: video.fps, bitRate: bitRate)
            }
            if let audio {
                audioStream = try writer.addAudio(encoder: "aac", sampleRate: audio.sampleRate, channels: audio.channels,
                                                  bitRate: 64_000 * audio.channels)
            }
            try writer.begin()
            self.writer = writer
        } catch {
            // The file was just created, so what fails here is the media layer: missing, or without an encoder.
            throw .noEncoder
        }
    }

    /// Creates (or empties) `path` before FFmpeg opens it: the file is private to the user (0600), like every
    /// recording the app writes, and anything but a regular file is refused at once. FFmpeg's own open would wait
    /// for a FIFO's reader, under the engine's lock, for ever; and an MP4 must be seekable anyway.
    private static func create(_ path: String) throws(OpenFailure) {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG { throw .unwritable }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unwritable }
        Glibc.close(descriptor)
    }

    /// One picture, packed I420 at the track's size.
    func appendVideo(_ i420: [UInt8]) throws {
        guard let writer else { throw OpenFailure.unwritable }
        try writer.writeVideo(stream: videoStream, i420: i420)
    }

    /// Interleaved samples in the track's format.
    func appendAudio(_ samples: [Int16]) throws {
        guard let writer, let audio else { throw OpenFailure.unwritable }
        try writer.writeAudio(stream: audioStream, samples: samples, channels: audio.channels)
    }

    /// The file's size on disk now (what the muxer has flushed; the whole file once closed).
    var fileBytes: Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// Flushes the encoders and writes the index. Idempotent; throws when the file could not be finished.
    func close() throws {
        guard let writer else { return }
        self.writer = nil
        try writer.finish()
    }
}
