/// Why a `.strings` table could not be read, with the file and line to fix, as compilers print them.
public struct StringsParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String { "\(file):\(line): \(reason)" }
}
