import AgoraRtcSim
import Foundation
import MediaFormats

/// Counts the raw audio frames an observer receives, per position (and per remote user before mixing), with the
/// figures of the latest frame and the level of what arrived, for the log's periodic lines and the tile meters.
/// Frames arrive on the engine's queue a hundred times a second; the screen reads the tally far less often.
final class AudioFrameTally: @unchecked Sendable {
    enum Source: Hashable, Sendable {
        case record, playback, mixed, earMonitoring
        case beforeMixing(UInt)

        /// The callback the frames came through.
        var callbackName: String {
            switch self {
            case .record: "onRecordAudioFrame"
            case .playback: "onPlaybackAudioFrame"
            case .mixed: "onMixedAudioFrame"
            case .earMonitoring: "onEarMonitoringAudioFrame"
            case .beforeMixing(let uid): "onPlaybackAudioFrame(beforeMixing) uid \(uid)"
            }
        }
    }

    /// What arrived from one source since the last summary.
    struct Figures: Equatable, Sendable {
        var frames = 0
        var sampleRate = 0
        var channels = 0
        var samplesPerChannel = 0
        var squares = 0.0
        var samples = 0

        var level: Int { PCMLevel.level(rms: samples > 0 ? (squares / Double(samples)).squareRoot() : 0) }
    }

    /// How much audio makes a meter reading (the same 200 ms a volume indication would use).
    static let meterSeconds = 0.2

    private let lock = NSLock()
    private var summaries: [Source: Figures] = [:]
    private var meters: [Source: Figures] = [:]
    private var meterTakenAtMs: Int64 = 0

    /// Adds a frame; true when a meter reading is due (every 200 ms of the frames' own time).
    func add(_ frame: AgoraAudioFrame, from source: Source) -> Bool {
        let rms = frame.buffer.withUnsafeBytes { PCMLevel.rms(bytes: $0) }
        let count = frame.samplesPerChannel * frame.channels
        func added(_ figures: Figures?) -> Figures {
            var figures = figures ?? Figures()
            figures.frames += 1
            figures.sampleRate = frame.samplesPerSec
            figures.channels = frame.channels
            figures.samplesPerChannel = frame.samplesPerChannel
            figures.squares += rms * rms * Double(count)
            figures.samples += count
            return figures
        }
        return lock.withLock {
            summaries[source] = added(summaries[source])
            meters[source] = added(meters[source])
            guard frame.renderTimeMs - meterTakenAtMs >= Int64(Self.meterSeconds * 1000) else { return false }
            meterTakenAtMs = frame.renderTimeMs
            return true
        }
    }

    /// Each source's level since the last reading, then starts over.
    func takeMeterLevels() -> [Source: Int] {
        lock.withLock {
            defer { meters = [:] }
            return meters.mapValues(\.level)
        }
    }

    /// Each source's figures since the last summary, in a stable order, then starts over.
    func takeSummary() -> [(source: Source, figures: Figures)] {
        lock.withLock {
            defer { summaries = [:] }
            return summaries.map { ($0.key, $0.value) }.sorted { Self.order($0.source) < Self.order($1.source) }
        }
    }

    private static func order(_ source: Source) -> UInt64 {
        switch source {
        case .record: 0
        case .playback: 1
        case .mixed: 2
        case .earMonitoring: 3
        case .beforeMixing(let uid): 4 + UInt64(uid)
        }
    }
}
