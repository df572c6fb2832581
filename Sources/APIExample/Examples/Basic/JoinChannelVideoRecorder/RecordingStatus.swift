import AgoraRtcSim
import Foundation

/// What the recorder case knows of one recording (the local user's or a remote user's): the recorder, the files,
/// and the state and figures its delegate last reported. Turned into the lines its tile shows.
struct RecordingStatus {
    enum Phase: Equatable {
        case idle
        /// startRecording returned 0; `.started` has not arrived yet.
        case starting
        case recording
        case saved
        /// Ended in `.error`, for this reason.
        case failed(AgoraMediaRecorderReasonCode)
    }

    var recorder: AgoraMediaRecorder?
    /// Whose stream.
    var uid: UInt = 0
    var phase = Phase.idle
    var files: [String] = []
    var durationMs = 0
    var fileSize = 0

    /// Whether the record control shows as on.
    var isOn: Bool { phase == .starting || phase == .recording }

    var seconds: String { String(format: "%.1f", Double(durationMs) / 1000) }

    var size: String {
        fileSize >= 1 << 20 ? String(format: "%.1f MB", Double(fileSize) / Double(1 << 20)) : "\((fileSize + 1023) / 1024) KB"
    }

    /// One line per file, by name: the stats column is narrow, and the directory is the form's (the log and the
    /// notices give whole paths).
    private var fileLines: [TileNote] { files.map { .text("recorder.tile.file", [($0 as NSString).lastPathComponent]) } }

    var tileNotes: [TileNote] {
        switch phase {
        case .idle: [.text("recorder.tile.idle")]
        case .starting, .recording: [.text("recorder.tile.recording", [seconds, size])] + fileLines
        case .saved: [.text("recorder.tile.saved", [seconds, size])] + fileLines
        case .failed(let reason):
            // Files that could not be written are not there to name.
            [.text("recorder.tile.failed", [Self.reasonKey(reason, short: true)])] + (reason == .writeFailed ? [] : fileLines)
        }
    }

    /// The localization key for why a recording ended: a sentence, or a few words for the tile.
    static func reasonKey(_ reason: AgoraMediaRecorderReasonCode, short: Bool = false) -> String {
        switch reason {
        case .none: short ? "recorder.shortReason.none" : "recorder.reason.none"
        case .writeFailed: short ? "recorder.shortReason.writeFailed" : "recorder.reason.writeFailed"
        case .noStream: short ? "recorder.shortReason.noStream" : "recorder.reason.noStream"
        case .overMaxDuration: short ? "recorder.shortReason.overMaxDuration" : "recorder.reason.overMaxDuration"
        case .configChanged: short ? "recorder.shortReason.configChanged" : "recorder.reason.configChanged"
        }
    }
}
