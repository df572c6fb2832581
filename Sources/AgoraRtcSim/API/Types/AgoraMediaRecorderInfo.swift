/// `AgoraMediaRecorderInfo`: what `mediaRecorder(_:informationDidUpdated:uid:info:)` reports.
public struct AgoraMediaRecorderInfo: Sendable, Equatable {
    /// The file being written: the video track (`.y4m`) when video is recorded, else the audio track (`.wav`).
    public var recorderFileName: String
    /// Milliseconds recorded so far.
    public var durationMs: UInt
    /// Bytes written so far, all track files together.
    public var fileSize: UInt

    public init(recorderFileName: String = "", durationMs: UInt = 0, fileSize: UInt = 0) {
        self.recorderFileName = recorderFileName
        self.durationMs = durationMs
        self.fileSize = fileSize
    }
}
