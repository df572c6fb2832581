import Foundation
import MediaFormats

/// The committed sample MP4 and what the synth drew into it.
enum SampleMovieFixture {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Media/" + SampleMovie.fileName).path

    /// One frame's duration in ms (66.7 at 15 fps), rounded up.
    static let frameMilliseconds = (1000 + SampleMovie.framesPerSecond - 1) / SampleMovie.framesPerSecond

    /// Mean luma of each cell of a 4×3 grid over a `width`×`height` Y plane.
    static func regionMeans(_ y: [UInt8], width: Int, height: Int) -> [Double] {
        var means: [Double] = []
        for row in 0..<3 {
            for column in 0..<4 {
                let x0 = column * width / 4, x1 = (column + 1) * width / 4
                let y0 = row * height / 3, y1 = (row + 1) * height / 3
                var sum = 0
                for yy in y0..<y1 { for xx in x0..<x1 { sum += Int(y[yy * width + xx]) } }
                means.append(Double(sum) / Double((x1 - x0) * (y1 - y0)))
            }
        }
        return means
    }

    /// The synth's frame `index` as the same region means.
    static func drawnMeans(_ index: Int) -> [Double] {
        regionMeans(Array(SampleMovie.i420(index).prefix(SampleMovie.width * SampleMovie.height)),
                    width: SampleMovie.width, height: SampleMovie.height)
    }

    /// Largest difference between two lists of region means.
    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).map { abs($0 - $1) }.max() ?? .infinity
    }
}
