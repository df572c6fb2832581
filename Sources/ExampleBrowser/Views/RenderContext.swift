import APIExample
import TerminalKit

/// What every view needs besides state: the language's strings and the glyphs the terminal can draw.
public struct RenderContext: Sendable {
    public let text: Localizer
    public let glyphs: GlyphSet
    /// Drawing for a screen capture: the tile showing the captured screen is a placeholder, so the capture does
    /// not contain itself.
    public let capturingScreen: Bool

    public init(language: Language, glyphs: GlyphSet, l10n: L10n = .shared, capturingScreen: Bool = false) {
        text = Localizer(language, l10n: l10n)
        self.glyphs = glyphs
        self.capturingScreen = capturingScreen
    }
}
