/// PrecallTest has no form, as the original has none (its menu row opens the test screen): the tests need no
/// channel of the user's, and the echo test makes up its own.
public enum PrecallTestEntry: CaseEntry {
    public static let fields: [FieldSpec] = []
}
