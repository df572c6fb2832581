import MediaFormats

/// One recording in progress: its open track files and how far each has been written. Video is written at a
/// constant frame rate and audio in whole 10 ms blocks, both from `startedAt`, so the files' lengths agree; where
/// the stream is interrupted the last picture repeats and the audio is silent (for at most 5 s: then `.noStream`).
struct SimRecording: Sendable {
    let config: AgoraMediaRecorderConfiguration
    let startedAt: Double
    let video: Y4MStreamWriter?
    let audio: WAVStreamWriter?
    /// The stream's picture raster (what the painter produces for it) and frame rate, fixed at the start.
    let lumaWidth: Int
    let lumaHeight: Int
    let fps: Int
    var framesWritten = 0
    var blocksWritten = 0
    var lastFrame: Y4MFrame?
    /// When the recorded user last had a stream to record.
    var lastStreamAt: Double
    /// When the next `informationDidUpdated` is due (nil: never).
    var nextInfoAt: Double?

    /// Where the files end: at `maxDurationMs` after the start.
    var endsAt: Double { startedAt + Double(config.maxDurationMs) / 1000 }

    /// The main file, as `AgoraMediaRecorderInfo.recorderFileName` names it.
    var fileName: String { video?.path ?? audio?.path ?? "" }

    var durationMs: Int {
        let videoMs = fps > 0 ? framesWritten * 1000 / fps : 0
        return max(videoMs, blocksWritten * 10)
    }

    /// Bytes written so far, every track file's header included.
    var fileSize: Int { (video?.fileBytes ?? 0) + (audio.map { 44 + $0.dataBytes } ?? 0) }

    var info: AgoraMediaRecorderInfo {
        AgoraMediaRecorderInfo(recorderFileName: fileName, durationMs: UInt(durationMs), fileSize: UInt(fileSize))
    }

    /// A black picture, for a video track that has had no frame yet.
    var blackFrame: Y4MFrame {
        let chroma = ((lumaWidth + 1) / 2) * ((lumaHeight + 1) / 2)
        return Y4MFrame(y: [UInt8](repeating: 16, count: lumaWidth * lumaHeight), u: [UInt8](repeating: 128, count: chroma),
                        v: [UInt8](repeating: 128, count: chroma))
    }

    /// Closes both files (a WAV's sizes are written now).
    func close() throws {
        video?.close()
        try audio?.close()
    }
}
