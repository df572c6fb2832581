import MediaFormats

/// A picture summed up as the mean luma of each cell of a 4×3 grid: enough to tell the sample clip's frames apart
/// after a lossy trip through a codec, where comparing bytes would not do.
public enum LumaRegions {
    /// The means of a `width`×`height` Y plane, row by row.
    public static func means(_ y: [UInt8], width: Int, height: Int) -> [Double] {
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

    /// The sample movie's frame `index` as the synth drew it.
    public static func drawnMeans(_ index: Int) -> [Double] {
        means(Array(SampleMovie.i420(index).prefix(SampleMovie.width * SampleMovie.height)),
              width: SampleMovie.width, height: SampleMovie.height)
    }

    /// The largest difference between two lists of means.
    public static func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).map { abs($0 - $1) }.max() ?? .infinity
    }
}
