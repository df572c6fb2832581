/// What the local user has received on one simulated peer's (ordered) data stream: after a lost packet, later ones
/// are held until the gap times out, then the loss is reported and the held ones are delivered in order.
struct SimPeerStream: Sendable {
    /// When the first packet of the current gap was lost (nil: no gap).
    var gapSince: Double?
    var missed = 0
    /// Texts held behind the gap, in send order.
    var held: [String] = []
}
