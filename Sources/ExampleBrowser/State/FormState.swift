import APIExample

/// An Entry form being filled: text values by field id, which row has focus (the last row is Join), and
/// the problems found at the last Join.
public struct FormState: Equatable, Sendable {
    public let caseId: String
    public var values: [String: String]
    public var focus = 0
    public var errors: [String: String] = [:]

    public init(caseId: String, fields: [FieldSpec], keyCenter: KeyCenter = KeyCenter(), language: Language = .en) {
        self.caseId = caseId
        values = Dictionary(uniqueKeysWithValues: fields.map { ($0.id, $0.defaultValue(keyCenter: keyCenter, language: language)) })
    }
}
