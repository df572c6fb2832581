/// One data stream of another instance's user: stream ids are per sender.
struct SimCloudStreamKey: Hashable, Sendable {
    let uid: UInt
    let streamId: Int
}
