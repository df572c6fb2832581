import Foundation

/// Where in the app an SDK call was made: the file (relative to the package) and line of the call expression. Every
/// API method takes it as defaulted `file: #filePath, line: #line` arguments, as XCTest's assertions do, so a case's
/// source reads like the vendor's and the trace still knows which line made each call.
public struct AgoraSimCallSite: Sendable, Hashable, CustomStringConvertible {
    /// e.g. "Sources/APIExample/Examples/Basic/JoinChannelVideo/JoinChannelVideoMain.swift".
    public let path: String
    public let line: Int

    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    /// From a `#filePath`, which is absolute on the machine that built the app: only the part from the package's
    /// `Sources/` (or `Tests/`) folder on is kept, so nothing of that machine is printed.
    public init(file: StaticString, line: UInt) {
        let full = file.description
        var path = full
        for marker in ["/Sources/", "/Tests/"] {
            if let range = full.range(of: marker, options: .backwards) {
                path = String(full[full.index(after: range.lowerBound)...])
                break
            }
        }
        self.init(path: path, line: Int(line))
    }

    public var description: String { "\(path):\(line)" }
}
