/// The SDK's data stream limits (4.6 text: each stream up to 60 packets/s of up to 1 KB each, the client up to
/// 30 KB/s over all its streams; up to 5 streams per user for the engine's lifetime).
enum SimDataStreamLimits {
    static let streamsPerEngine = 5
    static let maxPacketBytes = 1024
    static let packetsPerSecondPerStream = 60
    static let bytesPerSecondPerClient = 30 * 1024
    /// Ordered streams wait this long for a missing packet; unordered ones drop packets this late.
    static let deliveryWindow = 5.0
    /// The window the rates are measured over.
    static let rateWindow = 1.0
}
