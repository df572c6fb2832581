/// A titled group of menu rows (Basic, Advanced).
public struct MenuSection: Sendable {
    public let titleKey: String
    public let items: [MenuItem]

    public init(titleKey: String, items: [MenuItem]) {
        self.titleKey = titleKey
        self.items = items
    }
}
