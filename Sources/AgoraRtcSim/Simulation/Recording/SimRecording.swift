/// One recording in progress: its open MP4 and how far each track has been written. Video is written at a
/// constant frame rate and audio in whole 10 ms blocks, both from `startedAt`, so the tracks' lengths agree; where
/// the stream is interrupted the last picture repeats and the audio is silent (for at most 5 s: then `.noStream`).
struct SimRecording: Sendable {
    let config: AgoraMediaRecorderConfiguration
    let startedAt: Double
    let file: SimRecorderFile
    /// The stream's declared size and frame rate, fixed at the start (nil: no video track).
    var video: SimRecorderFile.VideoFormat? { file.video }
    var framesWritten = 0
    var blocksWritten = 0
    /// The last picture written (packed I420 at the track's size), repeated while the stream has none.
    var lastFrame: [UInt8]?
    /// When the recorded user last had a stream to record.
    var lastStreamAt: Double
    /// When the next `informationDidUpdated` is due (nil: never).
    var nextInfoAt: Double?

    /// Where the file ends: at `maxDurationMs` after the start.
    var endsAt: Double { startedAt + Double(config.maxDurationMs) / 1000 }

    var durationMs: Int {
        let videoMs = video.map { framesWritten * 1000 / $0.fps } ?? 0
        return max(videoMs, blocksWritten * 10)
    }

    var info: AgoraMediaRecorderInfo {
        AgoraMediaRecorderInfo(recorderFileName: file.path, durationMs: UInt(durationMs), fileSize: UInt(file.fileBytes))
    }

    /// Finishes the file (the encoders' last frames and the MP4's index).
    func close() throws {
        try file.close()
    }
}
