/// Whether the theme may use colour pairs or only attributes (bold, reverse, dim, underline).
public enum ColorMode: Sendable {
    case color
    case monochrome
}
