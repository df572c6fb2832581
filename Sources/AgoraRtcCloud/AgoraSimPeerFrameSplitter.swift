import AgoraRtcSim

/// Cuts a byte stream into the peer protocol's frames. Between calls it holds at most one unfinished frame: a
/// length over `AgoraSimPeerCodec.maxPayloadBytes` (or zero) breaks the stream for good, since nothing after it can
/// be trusted.
public struct AgoraSimPeerFrameSplitter: Sendable {
    private var buffer: [UInt8] = []
    public private(set) var isBroken = false

    public init() {}

    /// The payloads completed by `bytes`, in order.
    public mutating func append<Bytes: Sequence>(_ bytes: Bytes) -> [[UInt8]] where Bytes.Element == UInt8 {
        guard !isBroken else { return [] }
        buffer.append(contentsOf: bytes)
        var payloads: [[UInt8]] = []
        var start = 0
        while buffer.count - start >= 4 {
            let length = Int(buffer[start]) << 24 | Int(buffer[start + 1]) << 16 | Int(buffer[start + 2]) << 8 | Int(buffer[start + 3])
            guard length > 0, length <= AgoraSimPeerCodec.maxPayloadBytes else {
                isBroken = true
                buffer = []
                return payloads
            }
            guard buffer.count - start - 4 >= length else { break }
            payloads.append(Array(buffer[(start + 4)..<(start + 4 + length)]))
            start += 4 + length
        }
        buffer.removeFirst(start)
        return payloads
    }
}
