import APIExample

/// The menu's selection and filter. The selection is a case id so it survives filtering and sessions.
public struct MenuState: Equatable, Sendable {
    public var selectedId: String
    public var filter = ""
    public var isFiltering = false

    public init(selectedId: String) {
        self.selectedId = selectedId
    }
}
