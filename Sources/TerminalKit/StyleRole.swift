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
    /// Swift source (the source view, `apiexample source`): one role per token kind, so the theme decides colours
    /// and the monochrome attributes for code as for everything else.
    case codeKeyword, codeType, codeString, codeNumber, codeComment, codeDirective
    /// A call of an SDK method: emphasised (bold).
    case codeCall
    /// The name of an SDK delegate method a case implements: emphasised more (bold, underlined).
    case codeDelegate
}
