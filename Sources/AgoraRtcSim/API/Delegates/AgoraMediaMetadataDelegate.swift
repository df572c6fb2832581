import Foundation

/// Receives the metadata (SEI) that remote users send with their video, on the engine's queue.
/// The spelling is the iOS SDK's `receiveMetadata:fromUser:atTimestamp:` (uid as NSInteger, timestamp in ms);
/// newer 4.x SDKs deliver the same through `didMetadataReceived(_: AgoraMetadata)`.
public protocol AgoraMediaMetadataDelegate: AnyObject, Sendable {
    func receiveMetadata(_ data: Data, fromUser uid: Int, atTimestamp timestamp: TimeInterval)
}
