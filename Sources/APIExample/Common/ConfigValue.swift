/// One value of a case's `configs` dictionary (the original passes `[String: Any]`; we keep it typed and Sendable).
public enum ConfigValue: Equatable, Sendable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case bool(Bool)

    public var string: String? { if case .string(let v) = self { v } else { nil } }
    public var int: Int? { if case .int(let v) = self { v } else { nil } }
    public var bool: Bool? { if case .bool(let v) = self { v } else { nil } }

    public var description: String {
        switch self {
        case .string(let v): v
        case .int(let v): String(v)
        case .bool(let v): v ? "true" : "false"
        }
    }
}

/// A form's validated values by field id, as the app carries them from the form (or `run --set`) to the session;
/// the Main reads them only as its Entry's typed `Config` (`CaseSession`), decoded once when it is made.
public typealias Configs = [String: ConfigValue]
