/// A case's own box on the session screen, beside the tiles: what the tiles cannot show, such as a Media Push
/// layout, the metadata received, or a music file's progress. Described as data, like the controls, so the
/// screen draws it without knowing the case.
public struct SessionPanel: Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        public enum Style: Sendable { case normal, dim, accent, warning }

        /// A localization key formatted with `arguments` (arguments that are keys are translated too), or nil to
        /// show `text` as it is (URLs, received payloads).
        public let key: String?
        public let arguments: [String]
        public let text: String
        public let style: Style
        /// When set, the line is a bar filled to this fraction (0…1), with the text after it.
        public let progress: Double?

        public static func localized(_ key: String, _ arguments: [String] = [], style: Style = .normal) -> Line {
            Line(key: key, arguments: arguments, text: "", style: style, progress: nil)
        }

        public static func verbatim(_ text: String, style: Style = .normal) -> Line {
            Line(key: nil, arguments: [], text: text, style: style, progress: nil)
        }

        /// A bar filled to `fraction`, followed by `text`.
        public static func bar(_ fraction: Double, _ text: String) -> Line {
            Line(key: nil, arguments: [], text: text, style: .accent, progress: min(1, max(0, fraction)))
        }
    }

    /// A canvas with labelled regions (e.g. a transcoding layout in pixels), drawn to scale below the lines.
    public struct Sketch: Equatable, Sendable {
        public struct Region: Equatable, Sendable {
            public let label: String
            public let x: Int, y: Int, width: Int, height: Int

            public init(label: String, x: Int, y: Int, width: Int, height: Int) {
                self.label = label
                self.x = x
                self.y = y
                self.width = width
                self.height = height
            }
        }

        public let width: Int
        public let height: Int
        /// Drawn in order, so later regions are on top.
        public let regions: [Region]

        public init(width: Int, height: Int, regions: [Region]) {
            self.width = width
            self.height = height
            self.regions = regions
        }
    }

    public let titleKey: String
    public var lines: [Line]
    public var sketch: Sketch?
    /// Vertical bars below the lines, each a fraction (0…1) of the rows left, grown from the middle row up and down
    /// (AudioWaveform's waveform).
    public var bars: [Double]

    public init(titleKey: String, lines: [Line], sketch: Sketch? = nil, bars: [Double] = []) {
        self.titleKey = titleKey
        self.lines = lines
        self.sketch = sketch
        self.bars = bars
    }
}
