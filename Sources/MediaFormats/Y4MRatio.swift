/// A Y4M rational header value: the frame rate (`F30000:1001`) or the pixel aspect (`A1:1`).
public struct Y4MRatio: Equatable, Sendable, CustomStringConvertible {
    public var numerator: Int
    public var denominator: Int

    public init(_ numerator: Int, _ denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// nil for the "unknown" value 0:0 (allowed for the aspect only).
    public var value: Double? {
        denominator == 0 ? nil : Double(numerator) / Double(denominator)
    }

    public var description: String { "\(numerator):\(denominator)" }

    /// Parses "N:D" with non-negative decimal numbers.
    static func parse(_ text: Substring) -> Y4MRatio? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let n = Int(parts[0]), let d = Int(parts[1]), n >= 0, d >= 0 else { return nil }
        return Y4MRatio(n, d)
    }
}
