import APIExample
import TerminalKit

/// What every view needs besides state: the language's strings and the glyphs the terminal can draw.
public struct RenderContext: Sendable {
    public let text: Localizer
    public let glyphs: GlyphSet

    public init(language: Language, glyphs: GlyphSet, l10n: L10n = .shared) {
        text = Localizer(language, l10n: l10n)
        self.glyphs = glyphs
    }
}
