/// An action control a click on a tile performs, with the tile's own number as its value: ARKit's screens, where
/// tapping a screen removes that screen (the control pressed from the keyboard has no number and removes the last).
public struct TileTapControl: Equatable, Sendable {
    public let id: String
    public let value: Int

    public init(id: String, value: Int) {
        self.id = id
        self.value = value
    }
}
