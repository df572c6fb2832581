/// Writes an asciicast v2 recording (the format of asciinema): a header line, a JSON object that gives the screen's
/// size, when the recording started and the environment it assumes, then one JSON array a line for each event,
/// `[seconds, "o", data]` for output and `[seconds, "r", "COLSxROWS"]` for a resize. Lines go to `output` as they
/// are made, so a recording cut short (a crash, a kill) keeps everything before.
public final class AsciicastWriter {
    public struct Header: Equatable, Sendable {
        public var width: Int
        public var height: Int
        /// When the recording started, in seconds since 1970; nil leaves it out.
        public var timestamp: Int?
        /// What the player's terminal should be, as asciinema records it ("TERM", "SHELL"), in this order.
        public var environment: [(name: String, value: String)]
        public var title: String?

        public init(width: Int, height: Int, timestamp: Int? = nil, environment: [(name: String, value: String)] = [],
                    title: String? = nil) {
            self.width = width
            self.height = height
            self.timestamp = timestamp
            self.environment = environment
            self.title = title
        }

        public static func == (lhs: Header, rhs: Header) -> Bool {
            lhs.width == rhs.width && lhs.height == rhs.height && lhs.timestamp == rhs.timestamp && lhs.title == rhs.title
                && lhs.environment.map { $0.name + "=" + $0.value } == rhs.environment.map { $0.name + "=" + $0.value }
        }
    }

    private let output: (String) throws -> Void
    private var lastTime = 0.0

    /// Writes the header at once. `output` takes whole lines, each ending in a newline.
    public init(header: Header, output: @escaping (String) throws -> Void) throws {
        self.output = output
        try output(Self.headerLine(header))
    }

    /// What the screen showed `seconds` after the start. Times never go back: an earlier one is written as the last.
    public func output(_ data: String, at seconds: Double) throws {
        try output(event("o", data, at: seconds))
    }

    /// The screen became `width`×`height`.
    public func resize(width: Int, height: Int, at seconds: Double) throws {
        try output(event("r", "\(width)x\(height)", at: seconds))
    }

    private func event(_ code: String, _ data: String, at seconds: Double) -> String {
        lastTime = max(lastTime, seconds.isFinite ? seconds : 0)
        return "[" + Self.time(lastTime) + ", " + Self.quoted(code) + ", " + Self.quoted(data) + "]\n"
    }

    static func headerLine(_ header: Header) -> String {
        var line = "{\"version\": 2, \"width\": \(header.width), \"height\": \(header.height)"
        if let timestamp = header.timestamp { line += ", \"timestamp\": \(timestamp)" }
        if let title = header.title { line += ", \"title\": " + quoted(title) }
        if !header.environment.isEmpty {
            line += ", \"env\": {" + header.environment.map { quoted($0.name) + ": " + quoted($0.value) }.joined(separator: ", ") + "}"
        }
        return line + "}\n"
    }

    /// Seconds with microseconds, as asciinema rounds them.
    static func time(_ seconds: Double) -> String {
        let micros = Int64((seconds * 1_000_000).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// A JSON string literal. Every control character is escaped (C0, DEL and C1), so the line stays one line and
    /// nothing in the file itself can drive the terminal of someone who prints it; the rest is UTF-8 as it is.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if VisibleControls.isControl(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
