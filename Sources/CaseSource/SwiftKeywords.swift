/// The words the highlighter colours as keywords.
enum SwiftKeywords {
    /// Reserved words and the contextual ones a case reads as keywords (`some`, `async`, `nonisolated`…).
    /// `get` and `set` are not here: they are keywords only before an accessor's body (`SwiftLineLexer` decides).
    static let all: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case", "catch", "class",
        "consuming", "continue", "convenience", "default", "defer", "deinit", "didSet", "do", "dynamic", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "guard", "if", "import", "in",
        "indirect", "infix", "init", "inout", "internal", "is", "isolated", "lazy", "let", "macro", "mutating", "nil",
        "nonisolated", "nonmutating", "open", "operator", "optional", "override", "package", "postfix",
        "precedencegroup", "prefix", "private", "protocol", "public", "repeat", "required", "rethrows", "return",
        "self", "Self", "sending", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "unowned", "var", "weak", "where", "while", "willSet", "Any",
    ]

    /// Accessor words, keywords only where an accessor starts (`get {`, `set {`, `private(set)`).
    static let accessors: Set<String> = ["get", "set"]

    /// After a `.` a word names a member (`.default`, `.open`), not a keyword; these two stay keywords there.
    static let afterDot: Set<String> = ["init", "self"]

    /// `#if` and `#elseif`: their condition is part of the directive.
    static let conditionDirectives: Set<String> = ["if", "elseif"]
}
