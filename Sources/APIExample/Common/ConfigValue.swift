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

/// What an Entry hands to its Main: the only way configuration reaches a session.
public typealias Configs = [String: ConfigValue]
