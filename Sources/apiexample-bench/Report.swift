import Foundation

/// Prints one result per line, with its target and verdict when it has one. Main actor: it keeps the verdicts.
@MainActor
enum Report {
    private static var verdicts: [Bool] = []

    /// "targets met: n/m", for the last line.
    static var summary: String {
        "targets met: \(verdicts.filter { $0 }.count)/\(verdicts.count)"
    }

    static func line(_ text: String) {
        print(text)
        fflush(nil)
    }

    /// `<name>: <value>  (target ≤ <limit>)  PASS|over`.
    static func metric(_ name: String, _ value: String, target: String, pass: Bool) {
        verdicts.append(pass)
        line("\(name): \(value)  (target \(target))  \(pass ? "PASS" : "over")")
    }

    nonisolated static func format(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    nonisolated static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
