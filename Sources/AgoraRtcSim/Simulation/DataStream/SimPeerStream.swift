import Foundation

/// What the local user has received on one peer's data stream (a simulated peer's, or another instance's user's):
/// after a lost packet, later ones are held (on an ordered stream) until the gap times out, then the loss is reported
/// and the held ones are delivered in order.
struct SimPeerStream: Sendable {
    /// When the first packet of the current gap was lost (nil: no gap).
    var gapSince: Double?
    var missed = 0
    /// Messages held behind the gap, in send order.
    var held: [Data] = []
    /// The sequence number the next packet should have (another instance's streams number their packets).
    var nextSequence: UInt32?
    /// When each packet of the last second arrived: another instance's stream gets no more than the SDK lets a
    /// sender put on it, whatever a peer sends.
    var recentArrivals: [Double] = []
}
