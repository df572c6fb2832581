/// Metadata a user sent with its media (peer protocol kind 8): video metadata (SEI) with a video frame, or audio
/// metadata (`sendAudioMetadata`) with its audio.
public struct AgoraSimPeerMetadata: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case video = 0
        case audio = 1

        /// The SDK's limits: 1024 bytes of video metadata (`AgoraMaxMetadataSizeType.max`), and the engine's own
        /// for audio metadata (the SDK documents none).
        public var maxBytes: Int {
            switch self {
            case .video: AgoraMaxMetadataSizeType.max.rawValue
            case .audio: AgoraRtcEngineKit.maximumAudioMetadataBytes
            }
        }
    }

    public var uid: UInt32
    public var kind: Kind
    /// The sender's capture time of the frame it rode on, ms.
    public var timestampMs: UInt64
    public var bytes: [UInt8]

    public init(uid: UInt32, kind: Kind, timestampMs: UInt64, bytes: [UInt8]) {
        self.uid = uid
        self.kind = kind
        self.timestampMs = timestampMs
        self.bytes = bytes
    }
}
