import Foundation
import MediaFormats
@testable import AgoraRtcSim

/// An AgoraRtcMediaPlayerDelegate for tests: every callback as a line ("state playing none", "position 2000 at
/// 4000", "event seekBegin 0"), with the virtual time it came at.
final class MediaPlayerEvents: AgoraRtcMediaPlayerDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    private let clock: AgoraSimVirtualClock

    init(clock: AgoraSimVirtualClock) {
        self.clock = clock
    }

    var lines: [String] { lock.withLock { stored } }
    /// The state changes only, without the reasons.
    var states: [String] { lines.filter { $0.hasPrefix("state ") }.map { String($0.split(separator: " ")[1]) } }
    var positions: [String] { lines.filter { $0.hasPrefix("position ") } }
    var events: [String] { lines.filter { $0.hasPrefix("event ") } }

    func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didChangedTo state: AgoraMediaPlayerState,
                             reason: AgoraMediaPlayerReason) {
        lock.withLock { stored.append("state \(state) \(reason)") }
    }

    func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didChangedTo positionMs: Int,
                             atTimestamp timestampMs: TimeInterval) {
        let at = Int((clock.now * 1000).rounded())
        lock.withLock { stored.append("position \(positionMs) at \(at)") }
    }

    func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didOccur eventCode: AgoraMediaPlayerEvent,
                             elapsedTime: Int, message: String?) {
        lock.withLock { stored.append("event \(eventCode) \(elapsedTime)") }
    }
}

/// The committed sample MP4 (4 s, 15 fps, AAC "eng" and MP3 "fra" tracks).
enum PlayerSample {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/Media/" + SampleMovie.fileName).path

    /// How far the sample's progress bar (rows 4–9) is filled in `frame`: the last bright column of row 6.
    static func progressBar(_ frame: AgoraSimVideoFrame) -> Int {
        let row = 6 * frame.lumaHeight / SampleMovie.height
        return (0..<frame.lumaWidth).last { frame.lumaAt(x: $0, y: row) > 180 } ?? 0
    }
}
