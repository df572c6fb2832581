/// What the menu and the README's Case Index say about a case, declared by the case's Entry in the case's own
/// folder: the registry only orders the cases.
public struct CaseAbout: Sendable {
    public let id: String
    public let section: CaseSection
    /// The original's flavours that have this case.
    public let flavours: [CaseFlavour]
    /// The SDK calls this case is about, in the order it makes them.
    public let keyAPIs: [String]
    /// Kept in the source but not listed (e.g. deprecated APIs); `--show-hidden` reveals them.
    public let hidden: Bool

    public init(id: String, section: CaseSection, flavours: [CaseFlavour], keyAPIs: [String], hidden: Bool = false) {
        self.id = id
        self.section = section
        self.flavours = flavours
        self.keyAPIs = keyAPIs
        self.hidden = hidden
    }

    /// Localization key of the row's name. The menu shows names and notes before any case's own table is read, so
    /// they live in the shell's table (`Localizable.strings`), under keys named after the case.
    public var nameKey: String { "case.\(id).name" }
    /// Localization key of the description shown under the list.
    public var noteKey: String { "case.\(id).note" }

    /// Where the case's source lives: its section's folder, then a folder named after the case.
    public var path: String { "Sources/APIExample/Examples/\(section.folder)/\(id)" }
}
