import Foundation

/// A file opened for audio mixing or a sound effect: its length and its loudness over time.
///
/// Until the project's WAV reader lands in MediaFormats, any readable, non-empty file is accepted and its length
/// is modelled from its size as 16-bit stereo PCM at 44.1 kHz (at least one second); its loudness is a
/// deterministic beat-and-swell curve. A missing, unreadable or empty path (or a directory) cannot be opened.
struct SimMusicFile: Sendable {
    static let bytesPerSecond = 44_100 * 2 * 2

    let path: String
    let durationMs: Int
    private let voice: UInt64

    static func open(_ path: String) -> SimMusicFile? {
        var isDirectory: ObjCBool = false
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              FileManager.default.isReadableFile(atPath: path),
              let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
              size.intValue > 0 else { return nil }
        return SimMusicFile(path: path, durationMs: max(1000, Int(Int64(size.intValue) * 1000 / Int64(bytesPerSecond))),
                            voice: SimRandom.hash(UInt64(size.intValue), UInt64(path.utf8.count)))
    }

    /// Whether the file can still be read (checked when a loop starts over).
    var isStillReadable: Bool { FileManager.default.isReadableFile(atPath: path) }

    /// 0…255 loudness at `ms` into the file: beats at 2 Hz over a slow swell.
    func level(atMs ms: Int) -> Int {
        let seconds = Double(ms) / 1000
        let swell = 0.6 + 0.4 * sin(seconds * 2 * Double.pi / 7 + Double(voice % 13))
        let beat = exp(-8 * (seconds * 2).truncatingRemainder(dividingBy: 1))
        return Int((70 + 150 * beat) * swell)
    }
}
