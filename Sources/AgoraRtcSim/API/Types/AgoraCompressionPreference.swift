/// What the encoder trades for what (`COMPRESSION_PREFERENCE`): latency (no B-frames) or quality (B-frames).
public enum AgoraCompressionPreference: Int, Sendable, CaseIterable {
    case auto = -1
    case lowLatency = 0
    case quality = 1
}
