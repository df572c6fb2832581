/// What a run of characters in Swift source is, for colouring. Only colour and emphasis depend on it, never the text.
public enum SourceTokenKind: String, Sendable, CaseIterable {
    case plain
    case keyword
    /// A type name (capitalised identifier).
    case type
    case string
    case number
    case comment
    /// `#if`, `#else`, `@MainActor`, `#filePath`…
    case directive
    /// A call of an SDK method the case is about (its key APIs, or one the session traced).
    case sdkCall
    /// The name of a delegate or observer method the case implements (`rtcEngine(_:didJoinedOfUid:elapsed:)`).
    case sdkDelegate
}
