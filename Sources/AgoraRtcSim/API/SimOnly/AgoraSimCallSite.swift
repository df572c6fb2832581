import Foundation

/// Where in the app an SDK call was made: the file (relative to the package) and line of the call expression. Every
/// API method takes it as defaulted `file: #filePath, line: #line` arguments, as XCTest's assertions do, so a case's
/// source reads like the vendor's and the trace still knows which line made each call.
public struct AgoraSimCallSite: Sendable, Hashable, CustomStringConvertible {
    /// A compiled `#filePath` is kept as it is and shortened only when read: every SDK call makes a site, and most
    /// are never looked at (no trace handler, or a throttled call the trace folds away).
    private enum Origin: Sendable {
        case compiled(StaticString)
        case relative(String)
    }

    private let origin: Origin
    public let line: Int

    public init(path: String, line: Int) {
        origin = .relative(path)
        self.line = line
    }

    /// From a `#filePath`, which is absolute on the machine that built the app: only the part from the package's
    /// `Sources/` (or `Tests/`) folder on is kept, so nothing of that machine is printed.
    public init(file: StaticString, line: UInt) {
        origin = .compiled(file)
        self.line = Int(line)
    }

    /// e.g. "Sources/APIExample/Examples/Basic/JoinChannelVideo/JoinChannelVideoMain.swift".
    public var path: String {
        switch origin {
        case .relative(let path): return path
        case .compiled(let file): return Self.packageRelative(file.description)
        }
    }

    /// True for a call the engine made of itself: such a call is not the app's, so the trace names no site for it.
    var isInsideEngine: Bool { path.hasPrefix("Sources/AgoraRtcSim/") }

    public var description: String { "\(path):\(line)" }

    public static func == (lhs: AgoraSimCallSite, rhs: AgoraSimCallSite) -> Bool {
        lhs.line == rhs.line && lhs.path == rhs.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(line)
    }

    private static func packageRelative(_ full: String) -> String {
        for marker in ["/Sources/", "/Tests/"] {
            if let range = full.range(of: marker, options: .backwards) {
                return String(full[full.index(after: range.lowerBound)...])
            }
        }
        return full
    }
}
