/// One media packet as a packet observer sees it (C++ `IPacketObserver::Packet`): the observer may replace the
/// bytes (e.g. encrypt them) before the SDK sends them, or after it receives them.
public struct AgoraPacket: Sendable, Equatable {
    public var buffer: [UInt8]

    public init(buffer: [UInt8]) {
        self.buffer = buffer
    }

    public var size: Int { buffer.count }
}
