import Foundation
import TestSupport

/// Where the sound starts in a recording, and a stretch of it measured from there.
struct HeardSound {
    let samples: [Int16]
    /// The first frame whose sample reaches `threshold`; nil when nothing that loud was heard.
    let onset: Int?

    init(_ samples: [Int16], threshold: Int16 = 1_000) {
        self.samples = samples
        onset = stride(from: 0, to: samples.count, by: 2).first { abs(Int(samples[$0])) >= Int(threshold) }.map { $0 / 2 }
    }

    /// `seconds` from `from` seconds after the onset.
    func measure(from: Double, seconds: Double) -> ToneMeasure? {
        guard let onset else { return nil }
        let first = (onset + Int(from * 48_000)) * 2
        let last = first + Int(seconds * 48_000) * 2
        guard last <= samples.count else { return nil }
        return ToneMeasure(stereo: Array(samples[first..<last]))
    }
}
