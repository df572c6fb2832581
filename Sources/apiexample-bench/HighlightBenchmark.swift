import APIExample
import CaseSource

/// Colouring Swift in this process: the largest bundled case file through `SwiftHighlighter`, as the source view
/// colours a file it opens, per 400 lines; beside it, as a reference, only splitting the same lines into the
/// Characters every token's offsets count.
struct HighlightBenchmark {
    struct Result {
        let file: String
        let lines: Int
        let rounds: Int
        let highlightSeconds: Double
        let splitSeconds: Double

        /// Milliseconds per 400 lines (the median round, scaled).
        var msPer400Lines: Double { highlightSeconds * 1000 * 400 / Double(lines) }
        var splitMsPer400Lines: Double { splitSeconds * 1000 * 400 / Double(lines) }
    }

    let rounds: Int

    func measure() throws -> Result {
        let files = MenuRegistry.allItems.flatMap { item in
            CaseSourceLibrary.files(inCaseFolder: item.path).map { (item, $0) }
        }
        guard let (item, file) = files.max(by: { $0.1.lines.count < $1.1.lines.count }) else {
            throw BenchError("no bundled case source beside the benchmark")
        }
        let highlighter = SwiftHighlighter(sdkSelectors: item.keyAPIs)
        var highlight: [Double] = [], split: [Double] = []
        var covered = 0
        for _ in 0..<rounds {
            let start = MonotonicClock.now()
            let tokens = highlighter.highlight(file.lines)
            highlight.append(MonotonicClock.now() - start)
            covered = tokens.reduce(0) { $0 + ($1.last?.range.upperBound ?? 0) }

            let splitStart = MonotonicClock.now()
            let characters = file.lines.reduce(0) { $0 + Array($1).count }
            split.append(MonotonicClock.now() - splitStart)
            guard characters == covered else { throw BenchError("the tokens do not cover \(file.name)") }
        }
        return Result(file: file.name, lines: file.lines.count, rounds: rounds,
                      highlightSeconds: Report.median(highlight), splitSeconds: Report.median(split))
    }
}
