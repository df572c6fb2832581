/// One row of the menu: the case's id, its localized name and note, the APIs it shows, and its Entry/Main pair.
public struct MenuItem: Sendable {
    public let id: String
    /// Localization key of the row's name.
    public let nameKey: String
    /// Localization key of the description shown under the list.
    public let noteKey: String
    /// The SDK calls this case is about, in the order it makes them.
    public let keyAPIs: [String]
    /// Where the case's source lives, for the README's Case Index.
    public let path: String
    public let fields: [FieldSpec]
    public let makeMain: @MainActor @Sendable (Configs, SessionContext) -> BaseSession
    /// The Main's in-session controls as they start (its `Control` enum), known before any session runs.
    public let controls: [SessionControl]
    /// Kept in the source but not listed (e.g. deprecated APIs); `--show-hidden` reveals them.
    public let hidden: Bool

    public init<Entry: CaseEntry, Main: BaseSession>(id: String, nameKey: String, noteKey: String, keyAPIs: [String],
                                                       path: String, entry: Entry.Type, main: Main.Type, hidden: Bool = false) {
        self.id = id
        self.nameKey = nameKey
        self.noteKey = noteKey
        self.keyAPIs = keyAPIs
        self.path = path
        self.fields = Entry.fields
        self.makeMain = { configs, context in Main(configs: configs, context: context) }
        self.controls = (Main.self as? any ControlledSession.Type).map { $0.declaredControls } ?? []
        self.hidden = hidden
    }
}
