/// Two slider controls a click on a tile's picture sets, to the point clicked scaled to each slider's range: the
/// horizontal one from the left edge to the right, the vertical one from the top down (SpatialAudio's map, where
/// clicking a point moves you there).
public struct TilePointControls: Equatable, Sendable {
    public let x: String
    public let y: String

    public init(x: String, y: String) {
        self.x = x
        self.y = y
    }
}
