/// One row of the menu: the case's id, its localized name and note, the APIs it shows, and its Entry/Main pair.
/// The case's Entry declares all of it but the Main (`CaseAbout`); the registry pairs the two.
///
/// The menu draws only ids, names, notes and key APIs, so building the registry touches nothing else: the Entry's
/// fields and the Main's type are reached through closures, the first time a case is opened. Each Main's metadata
/// and its conformance check, and each Entry's field list, cost start-up time the menu had no use for (issue 11).
public struct MenuItem: Sendable {
    public let id: String
    public let section: CaseSection
    /// Localization key of the row's name.
    public let nameKey: String
    /// Localization key of the description shown under the list.
    public let noteKey: String
    /// The SDK calls this case is about, in the order it makes them.
    public let keyAPIs: [String]
    /// Where the case's source lives, for the README's Case Index.
    public let path: String
    /// The original's flavours that have this case, in the order OC, UIKit, SwiftUI.
    public let flavours: [CaseFlavour]
    /// Kept in the source but not listed (e.g. deprecated APIs); `--show-hidden` reveals them.
    public let hidden: Bool
    private let entryType: @Sendable () -> any CaseEntry.Type
    private let mainType: @Sendable () -> BaseSession.Type

    /// A registered case: what its Entry says about it, and its Main, which must read that Entry's `Config`. `main`
    /// is an autoclosure, so listing a case touches the Main's type only when the case is opened.
    public init<Entry: CaseEntry>(_ entry: Entry.Type, main: @autoclosure @escaping @Sendable () -> CaseSession<Entry>.Type) {
        let about = Entry.about
        self.init(id: about.id, section: about.section, nameKey: about.nameKey, noteKey: about.noteKey,
                  keyAPIs: about.keyAPIs, path: about.path, flavours: about.flavours, entry: entry, main: main(),
                  hidden: about.hidden)
    }

    /// `entry` and `main` are autoclosures, so listing a case touches neither type.
    public init(id: String, section: CaseSection = .advanced, nameKey: String, noteKey: String, keyAPIs: [String],
                path: String, flavours: [CaseFlavour],
                entry: @autoclosure @escaping @Sendable () -> any CaseEntry.Type,
                main: @autoclosure @escaping @Sendable () -> BaseSession.Type, hidden: Bool = false) {
        self.id = id
        self.section = section
        self.nameKey = nameKey
        self.noteKey = noteKey
        self.keyAPIs = keyAPIs
        self.path = path
        self.flavours = CaseFlavour.allCases.filter(flavours.contains)
        self.hidden = hidden
        entryType = entry
        mainType = main
    }

    /// The case's Entry: its form, and the typed `Config` its Main reads.
    public var entry: any CaseEntry.Type { entryType() }

    /// The Entry's form fields, whose validated values the Main's typed `Config` is decoded from.
    public var fields: [FieldSpec] { entryType().fields }

    /// The Entry's tips, shown on request over the form (nil: none).
    public var tipsKey: String? { entryType().tipsKey }

    /// The Main's in-session controls as they start (its `Control` enum), known before any session runs.
    public var controls: [SessionControl] {
        (mainType() as? any ControlledSession.Type).map { $0.declaredControls } ?? []
    }

    @MainActor
    public func makeMain(_ configs: Configs, _ context: SessionContext) -> BaseSession {
        mainType().init(configs: configs, context: context)
    }
}
