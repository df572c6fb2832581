import Foundation
import MediaFormats
import TestSupport

/// The committed sample MP4 and what the synth drew into it.
enum SampleMovieFixture {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Media/" + SampleMovie.fileName).path

    /// One frame's duration in ms (66.7 at 15 fps), rounded up.
    static let frameMilliseconds = (1000 + SampleMovie.framesPerSecond - 1) / SampleMovie.framesPerSecond

    /// Mean luma of each cell of a 4×3 grid over a `width`×`height` Y plane.
    static func regionMeans(_ y: [UInt8], width: Int, height: Int) -> [Double] {
        LumaRegions.means(y, width: width, height: height)
    }

    /// The synth's frame `index` as the same region means.
    static func drawnMeans(_ index: Int) -> [Double] { LumaRegions.drawnMeans(index) }

    /// Largest difference between two lists of region means.
    static func distance(_ a: [Double], _ b: [Double]) -> Double { LumaRegions.distance(a, b) }
}
