import Foundation

/// One user's region in a transcoded (mixed) Media Push picture. A class in the SDK; a value here, so a case can
/// hand it to the engine from the main actor without sharing mutable state.
public struct AgoraLiveTranscodingUser: Equatable, Sendable {
    public var uid: UInt
    /// Where the user's video goes, in the canvas's pixels.
    public var rect: CGRect
    /// 0…100; higher is drawn on top.
    public var zOrder: Int
    /// 0 (transparent) … 1 (opaque).
    public var alpha: Double
    /// 0 mixes the user's audio into every channel.
    public var audioChannel: Int

    public init(uid: UInt = 0, rect: CGRect = .zero, zOrder: Int = 0, alpha: Double = 1, audioChannel: Int = 0) {
        self.uid = uid
        self.rect = rect
        self.zOrder = zOrder
        self.alpha = alpha
        self.audioChannel = audioChannel
    }
}
