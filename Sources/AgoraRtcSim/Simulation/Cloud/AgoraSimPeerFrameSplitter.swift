/// Cuts a byte stream into the peer protocol's frames. It holds at most one frame's worth of bytes: a length over
/// `AgoraSimPeerCodec.maxPayloadBytes` (or zero) breaks the stream for good, since nothing after it can be trusted.
public struct AgoraSimPeerFrameSplitter: Sendable {
    private var buffer: [UInt8] = []
    public private(set) var isBroken = false

    public init() {}

    /// The payloads completed by `bytes`, in order.
    public mutating func append<Bytes: Sequence>(_ bytes: Bytes) -> [[UInt8]] where Bytes.Element == UInt8 {
        guard !isBroken else { return [] }
        var payloads: [[UInt8]] = []
        for byte in bytes {
            buffer.append(byte)
            guard buffer.count >= 4 else { continue }
            let length = Int(buffer[0]) << 24 | Int(buffer[1]) << 16 | Int(buffer[2]) << 8 | Int(buffer[3])
            guard length > 0, length <= AgoraSimPeerCodec.maxPayloadBytes else {
                isBroken = true
                buffer = []
                return payloads
            }
            if buffer.count == 4 + length {
                payloads.append(Array(buffer[4...]))
                buffer.removeAll(keepingCapacity: true)
            }
        }
        return payloads
    }
}
