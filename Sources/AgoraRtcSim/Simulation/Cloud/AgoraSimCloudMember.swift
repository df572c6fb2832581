/// One connection's membership of a room. `start` and `send` return at once (the work happens on the member's
/// queue); `stop` may wait briefly for `farewell` to go out, and nothing is called back after it returns.
/// A member also speaks the protocol's byte form for the engine (issue 31: the codec lives in the cloud target): the
/// engine's built-in encryption seals a message's payload and opens one back, and counts what arrived in wire bytes.
public protocol AgoraSimCloudMember: AnyObject, Sendable {
    func start()
    func send(_ message: AgoraSimPeerMessage)
    func stop(saying farewell: AgoraSimPeerMessage?)
    /// `message` as the protocol's bytes (its kind byte first).
    func payload(of message: AgoraSimPeerMessage) -> [UInt8]
    /// The one well-formed message `payload` holds, or nil.
    func message(inPayload payload: [UInt8]) -> AgoraSimPeerMessage?
    /// How many bytes `message` takes on the wire (what a receiver's bitrate counts).
    func payloadBytes(of message: AgoraSimPeerMessage) -> Int
}

extension AgoraSimCloudMember {
    /// Leaves without a word, as a killed instance does.
    public func stop() { stop(saying: nil) }
}
