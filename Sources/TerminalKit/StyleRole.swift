/// What a cell means; the backend's theme turns a role into colours or attributes.
public enum StyleRole: UInt8, Sendable, CaseIterable {
    case normal
    case dim
    case title
    case header
    case selected
    case focused
    case border
    case accent
    case error
    case warning
    case success
    case hint
    case hintKey
    case input
    case meter
    case video
    /// A video canvas's background where the picture does not cover it, in the cell's own `color`.
    case canvas
    // Swift source in the source view, one role per token kind (the highlighter's `SourceTokenKind`).
    case codeKeyword
    case codeType
    case codeString
    case codeNumber
    case codeComment
    /// `#if`, `@MainActor`…
    case codeDirective
    /// A call of one of the SDK methods the case is about.
    case codeCall
    /// A delegate method the case implements.
    case codeDelegate
}
