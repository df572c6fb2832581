/// A run of one kind in one line, by Character offsets into that line.
public struct SourceToken: Equatable, Sendable {
    public var kind: SourceTokenKind
    public var range: Range<Int>

    public init(_ kind: SourceTokenKind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}
