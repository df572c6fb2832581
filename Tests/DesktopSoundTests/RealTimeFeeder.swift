import DesktopSound
import Foundation

/// Plays samples through a link as an engine would: 10 ms blocks at the pace of the clock, kept a few blocks ahead so
/// a late wake-up of this thread does not leave a gap.
enum RealTimeFeeder {
    static let blockSamples = 480 * 2

    /// Blocks the caller for as long as the samples last.
    static func feed(_ link: SoundLink, _ samples: [Int16], ahead: Int = 5) {
        let blocks = stride(from: 0, to: samples.count, by: blockSamples).map {
            Array(samples[$0..<min($0 + blockSamples, samples.count)])
        }
        let start = Date()
        for (index, block) in blocks.enumerated() {
            let due = Double(max(0, index - ahead)) * 0.01
            let wait = due - Date().timeIntervalSince(start)
            if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
            link.play(block)
        }
        usleep(UInt32(Double(min(ahead, blocks.count)) * 10_000))
    }
}
