/// `apiexample source <case> [--file <name>] [--color auto|always|never]`.
public struct SourceOptions: Equatable, Sendable {
    public enum ColorChoice: String, Equatable, Sendable, CaseIterable {
        case auto, always, never
    }

    public var caseId: String
    /// A file of the case's folder, by name, with or without `.swift`; nil prints them all.
    public var file: String?
    public var color = ColorChoice.auto

    public init(caseId: String, file: String? = nil, color: ColorChoice = .auto) {
        self.caseId = caseId
        self.file = file
        self.color = color
    }
}
