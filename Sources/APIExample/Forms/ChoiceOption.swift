/// One option of a choice field: the value stored in `configs` and the key of its localized label.
public struct ChoiceOption: Equatable, Sendable {
    public let value: String
    public let labelKey: String

    public init(_ value: String, _ labelKey: String) {
        self.value = value
        self.labelKey = labelKey
    }
}
