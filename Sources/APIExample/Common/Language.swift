/// The languages every user-visible string exists in.
public enum Language: String, CaseIterable, Sendable {
    case en
    case zhHans = "zh-Hans"

    public var other: Language { self == .en ? .zhHans : .en }

    /// Accepts the spellings people type: en, en-US, zh-Hans, zh_CN, zh-hans…
    public init?(argument: String) {
        // Plain Swift, not Foundation's replacingOccurrences: this runs before the first paint, and that call cost
        // about 0.3 ms there.
        let lowered = String(argument.lowercased().map { $0 == "_" ? "-" : $0 })
        if lowered == "en" || lowered.hasPrefix("en-") {
            self = .en
        } else if lowered == "zh-hans" || lowered == "zh" || lowered == "zh-cn" || lowered.hasPrefix("zh-hans-") {
            self = .zhHans
        } else {
            return nil
        }
    }
}
