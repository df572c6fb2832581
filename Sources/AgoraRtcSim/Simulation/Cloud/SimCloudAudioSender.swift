/// What the main connection has of its sound ready for other instances: the 10 ms blocks the audio pipeline makes,
/// at the wire's rate, until they fill a frame.
struct SimCloudAudioSender: Sendable {
    var sequence: UInt32 = 0
    private(set) var pending: [Int16] = []

    static let frameSamples = AgoraSimPeerAudio.sentRate * AgoraSimPeerAudio.sentChannels * AgoraSimPeerAudio.sentFrameMs / 1000

    /// Adds one block; the frame's samples once there are enough of them.
    mutating func append(_ block: [Int16]) -> [Int16]? {
        if pending.isEmpty { pending.reserveCapacity(Self.frameSamples) }
        pending += block
        guard pending.count >= Self.frameSamples else { return nil }
        let frame = Array(pending.prefix(Self.frameSamples))
        pending.removeFirst(Self.frameSamples)
        return frame
    }

    /// Nobody to send to: what was waiting is not sent later.
    mutating func reset() { pending.removeAll(keepingCapacity: true) }
}
