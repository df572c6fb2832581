/// A case's Entry: the form fields it collects. Their values become the `configs` its Main receives.
public protocol CaseEntry {
    static var fields: [FieldSpec] { get }
}
