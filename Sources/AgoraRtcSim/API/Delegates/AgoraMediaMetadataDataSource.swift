import Foundation

/// Supplies the metadata (SEI) that goes out with the local video, one payload per frame at most.
/// Both methods are called on the engine's queue for every video frame the local user sends, so they must be
/// quick and thread-safe. The spellings follow the iOS SDK's Swift sample (`metadataMaxSize()`,
/// `readyToSendMetadata(atTimestamp:sourceType:)`); the `sourceType` argument is from SDK 4.x.
public protocol AgoraMediaMetadataDataSource: AnyObject, Sendable {
    /// The largest payload this source will return, 0…1024 bytes. A negative value means the SDK default (512);
    /// more than 1024 is capped at 1024.
    func metadataMaxSize() -> Int
    /// The payload for the frame about to be sent at `timestamp` (ms), or nil for none. A payload larger than
    /// `metadataMaxSize()` is discarded by the engine: nothing is sent with that frame.
    func readyToSendMetadata(atTimestamp timestamp: TimeInterval, sourceType: AgoraVideoSourceType) -> Data?
}
