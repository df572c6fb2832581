/// The languages every user-visible string exists in.
public enum Language: String, CaseIterable, Sendable {
    case en
    case zhHans = "zh-Hans"

    public var other: Language { self == .en ? .zhHans : .en }

    /// Accepts the spellings people type: en, en-US, zh-Hans, zh_CN, zh-hans…
    public init?(argument: String) {
        let lowered = argument.lowercased().replacingOccurrences(of: "_", with: "-")
        if lowered == "en" || lowered.hasPrefix("en-") {
            self = .en
        } else if lowered == "zh-hans" || lowered == "zh" || lowered == "zh-cn" || lowered.hasPrefix("zh-hans-") {
            self = .zhHans
        } else {
            return nil
        }
    }
}
