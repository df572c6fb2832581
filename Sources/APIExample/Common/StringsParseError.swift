/// Why a `.strings` table could not be read, with the file and line to fix, as compilers print them. Only the
/// parser makes one, so the memberwise initializer is enough.
public struct StringsParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let reason: String

    public var description: String { "\(file):\(line): \(reason)" }
}
