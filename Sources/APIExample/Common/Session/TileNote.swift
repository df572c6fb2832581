/// A line a case adds to a tile, above the stats: a localization key with its arguments (arguments that are keys
/// are translated too), or a level meter showing the tile's latest volume report.
public struct TileNote: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case text
        case volumeMeter
    }

    public let kind: Kind
    public let key: String
    public let arguments: [String]

    public static func text(_ key: String, _ arguments: [String] = []) -> TileNote {
        TileNote(kind: .text, key: key, arguments: arguments)
    }

    /// `key` labels a meter of the tile's `volume` (0…255).
    public static func volumeMeter(_ key: String) -> TileNote {
        TileNote(kind: .volumeMeter, key: key, arguments: [])
    }

    /// The text line in `localizer`'s language (a meter's label).
    public func text(_ localizer: Localizer) -> String {
        LogEntry.render(key, arguments, localizer)
    }
}
