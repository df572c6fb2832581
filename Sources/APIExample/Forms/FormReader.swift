/// The validated values of one case's form, read by field id while its `CaseConfig` is decoded. A missing value
/// reads as it did before configs were typed ("", 0 or the given default, false). When the form's fields are given,
/// a read of an id the form does not declare, or as another kind than the field's, is noted in `misreads`
/// (`CaseConfigTests` decodes every case's Config so).
public final class FormReader {
    private enum Kind: String {
        case string, int, bool
    }

    private let values: Configs
    private let declared: [String: Kind]?
    /// Each read the form could not have answered, as "id (kind)".
    public private(set) var misreads: [String] = []

    public init(_ values: Configs, checkingAgainst fields: [FieldSpec]? = nil) {
        self.values = values
        declared = fields.map { fields in
            Dictionary(fields.map { ($0.id, Self.kind(of: $0.kind)) }, uniquingKeysWith: { first, _ in first })
        }
    }

    public func string(_ id: String) -> String {
        note(id, .string)
        return values[id]?.string ?? ""
    }

    public func int(_ id: String, default value: Int = 0) -> Int {
        note(id, .int)
        return values[id]?.int ?? value
    }

    public func bool(_ id: String) -> Bool {
        note(id, .bool)
        return values[id]?.bool ?? false
    }

    private func note(_ id: String, _ kind: Kind) {
        if let declared, declared[id] != kind { misreads.append("\(id) (\(kind.rawValue))") }
    }

    /// The kind of value `FieldValidator.configs` stores for a field of this kind.
    private static func kind(of field: FieldKind) -> Kind {
        switch field {
        case .text, .choice: .string
        case .number: .int
        case .toggle: .bool
        }
    }
}
