import Foundation

/// How the CDN stream of a transcoded Media Push is composed: the canvas and each user's region in it.
/// `AgoraLiveTranscoding` is a class in the SDK; a value here (see `AgoraLiveTranscodingUser`).
public struct AgoraLiveTranscoding: Equatable, Sendable {
    /// At most this many users in one layout (the SDK's documented limit).
    public static let maxUsers = 17

    /// The canvas, in pixels (SDK default 360×640).
    public var size = CGSize(width: 360, height: 640)
    /// Kbps (SDK default 400).
    public var videoBitrate = 400
    /// Frames per second (SDK default 15).
    public var videoFramerate = 15
    /// Frames between key frames (SDK default 30).
    public var videoGop = 30
    /// 0xRRGGBB behind the users' regions.
    public var backgroundColor: UInt32 = 0x000000
    public var transcodingUsers: [AgoraLiveTranscodingUser] = []

    public init() {}

    /// The SDK's defaults.
    public static func `default`() -> AgoraLiveTranscoding { AgoraLiveTranscoding() }

    /// Adds (or replaces) a user's region.
    public mutating func add(_ user: AgoraLiveTranscodingUser) {
        removeUser(user.uid)
        transcodingUsers.append(user)
    }

    public mutating func removeUser(_ uid: UInt) {
        transcodingUsers.removeAll { $0.uid == uid }
    }

    /// The SDK's argument rules: a canvas of at least 16×16, at most 17 users, each uid once, each region inside
    /// the canvas with a positive size, alpha 0…1 and zOrder 0…100.
    var isValid: Bool {
        guard size.width >= 16, size.height >= 16, transcodingUsers.count <= Self.maxUsers,
              Set(transcodingUsers.map(\.uid)).count == transcodingUsers.count else { return false }
        let canvas = CGRect(origin: .zero, size: size)
        return transcodingUsers.allSatisfy { user in
            user.rect.width > 0 && user.rect.height > 0 && canvas.contains(user.rect)
                && (0...1).contains(user.alpha) && (0...100).contains(user.zOrder)
        }
    }

    var traceText: String {
        let users = transcodingUsers.map {
            "{uid: \($0.uid), rect: (\(Int($0.rect.minX)), \(Int($0.rect.minY)), \(Int($0.rect.width)), \(Int($0.rect.height)))"
                + (($0.zOrder != 0) ? ", zOrder: \($0.zOrder)" : "") + "}"
        }
        return "{size: \(Int(size.width))x\(Int(size.height)), users: [\(users.joined(separator: ", "))]}"
    }
}
