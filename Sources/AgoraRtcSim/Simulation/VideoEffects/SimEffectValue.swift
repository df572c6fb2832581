/// One typed parameter of a video effect object, as `setVideoEffect{Bool,Int,Float}Param` hand it over.
enum SimEffectValue: Sendable, Equatable {
    case bool(Bool)
    case int(Int32)
    case float(Float)

    enum Kind: Sendable { case bool, int, float }

    var kind: Kind {
        switch self {
        case .bool: .bool
        case .int: .int
        case .float: .float
        }
    }

    /// As the trace shows it.
    var text: String {
        switch self {
        case .bool(let on): "\(on)"
        case .int(let value): "\(value)"
        case .float(let value): String(format: "%.2f", Double(value))
        }
    }

    var number: Float {
        switch self {
        case .bool(let on): on ? 1 : 0
        case .int(let value): Float(value)
        case .float(let value): value
        }
    }
}
