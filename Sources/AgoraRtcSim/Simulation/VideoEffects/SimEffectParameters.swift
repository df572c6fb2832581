import Foundation

/// The parameters the simulated effect material declares, by option and key: each with the node it belongs to,
/// its type, its range and the material's default (what a get returns before any set). A set of an undeclared
/// option or key, of another type, or out of range is refused with -2 (the SDK documents only "< 0").
struct SimEffectParameters: Sendable, Equatable {
    struct Key: Hashable, Sendable {
        let option: String
        let key: String
    }

    struct Declaration: Sendable {
        let node: AgoraVideoEffectNodeId
        let initial: SimEffectValue
        let range: ClosedRange<Float>?
    }

    static let beauty = "beauty_effect_option"
    static let filter = "filter_effect_option"
    static let makeup = "makeup_options"
    static let styleMakeup = "style_makeup_option"
    static let faceShape = "face_shape_beauty_option"

    static let declared: [Key: Declaration] = {
        var table: [Key: Declaration] = [:]
        func add(_ node: AgoraVideoEffectNodeId, _ option: String, _ key: String, _ initial: SimEffectValue,
                 _ range: ClosedRange<Float>? = nil) {
            table[Key(option: option, key: key)] = Declaration(node: node, initial: initial, range: range)
        }
        add(.beauty, beauty, "enable", .bool(false))
        add(.beauty, beauty, "lightness", .float(0.9), 0...1)
        add(.beauty, beauty, "redness", .float(1.0), 0...1)
        add(.beauty, beauty, "sharpness", .float(1.0), 0...1)
        add(.beauty, beauty, "smoothness", .float(0.9), 0...1)
        add(.beauty, beauty, "contrast", .int(1), 0...2)
        add(.beauty, beauty, "contrast_strength", .float(1.0), -1...1)
        add(.beauty, faceShape, "enable", .bool(false))
        add(.filter, filter, "strength", .float(0.5), 0...1)
        add(.styleMakeup, styleMakeup, "styleIntensity", .float(0.95), 0...1)
        add(.styleMakeup, makeup, "enable_mu", .bool(false))
        for row in SimMakeup.Row.allCases {
            add(.styleMakeup, makeup, row.rawValue + "Style", .int(Int32(row.defaultStyle)), 0...Float(row.styles))
            if row.colors > 0 {
                add(.styleMakeup, makeup, row.rawValue + "Color", .int(Int32(row.defaultColor)), 0...Float(row.colors))
            }
            add(.styleMakeup, makeup, row.rawValue + "Strength", .float(1.0), 0...1)
        }
        return table
    }()

    private(set) var values: [Key: SimEffectValue] = declared.mapValues(\.initial)

    /// 0, or -2 when the key is not declared, the type differs or the value is out of range.
    mutating func set(_ option: String, _ key: String, _ value: SimEffectValue) -> Int32 {
        let id = Key(option: option, key: key)
        guard let declaration = Self.declared[id], declaration.initial.kind == value.kind,
              declaration.range.map({ $0.contains(value.number) }) ?? true else {
            return AgoraErrorCode.invalidArgument.returnCode
        }
        values[id] = value
        return 0
    }

    func value(_ option: String, _ key: String, _ kind: SimEffectValue.Kind) -> SimEffectValue? {
        values[Key(option: option, key: key)].flatMap { $0.kind == kind ? $0 : nil }
    }

    /// The node's parameters taken from `source` (the material's defaults when nil), the others kept.
    mutating func restore(_ node: AgoraVideoEffectNodeId, from source: SimEffectParameters?) {
        for (key, declaration) in Self.declared where declaration.node == node {
            values[key] = source?.values[key] ?? declaration.initial
        }
    }

    func bool(_ option: String, _ key: String) -> Bool {
        if case .bool(let on) = value(option, key, .bool) { return on }
        return false
    }

    func int(_ option: String, _ key: String) -> Int {
        if case .int(let number) = value(option, key, .int) { return Int(number) }
        return 0
    }

    func float(_ option: String, _ key: String) -> Float {
        if case .float(let number) = value(option, key, .float) { return number }
        return 0
    }
}
