import MediaDecoding
import MediaFormats

/// Encodes SampleAlphaClip into an MP4 at `path`: H.264 video only (the original's stitched clip has no sound).
/// A higher bit rate than the sample movie's for its double width, so the alpha's edges stay where they were drawn.
/// Deterministic for one FFmpeg build only, so tests compare what it decodes to, never its bytes.
enum SampleAlphaClipFile {
    static func write(to path: String) throws {
        let writer = try MediaWriter(path: path)
        let video = try writer.addVideo(encoder: "libx264", width: SampleAlphaClip.stitchedWidth, height: SampleAlphaClip.height,
                                        framesPerSecond: SampleAlphaClip.framesPerSecond, bitRate: 300_000)
        try writer.begin()
        for index in 0..<SampleAlphaClip.frameCount {
            try writer.writeVideo(stream: video, i420: SampleAlphaClip.i420(index))
        }
        try writer.finish()
    }
}
