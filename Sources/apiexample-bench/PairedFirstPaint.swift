/// Two first paints timed in alternation, so a busier moment of a shared machine weighs on both alike: pair n runs
/// `a` first when n is even and `b` first when it is odd.
struct PairedFirstPaint {
    struct Result {
        let a: [Double]
        let b: [Double]

        var medianA: Double { Report.median(a) }
        var medianB: Double { Report.median(b) }
        /// Median of a over median of b.
        var ratio: Double { medianB > 0 ? medianA / medianB : 0 }
    }

    let a: FirstPaintSubject
    let b: FirstPaintSubject
    let pairs: Int

    func measure() throws -> Result {
        // One unmeasured round so neither side pays for a cold page cache.
        _ = try a.measure()
        _ = try b.measure()
        var samplesA: [Double] = [], samplesB: [Double] = []
        for pair in 0..<pairs {
            if pair % 2 == 0 {
                samplesA.append(try a.measure())
                samplesB.append(try b.measure())
            } else {
                samplesB.append(try b.measure())
                samplesA.append(try a.measure())
            }
        }
        return Result(a: samplesA, b: samplesB)
    }
}
