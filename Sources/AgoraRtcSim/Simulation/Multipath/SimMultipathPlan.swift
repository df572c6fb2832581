import Foundation

/// How one stats period's traffic spreads over the device's network paths. Duplicate sends everything on every path
/// that is up; dynamic keeps it on the first (preferred) path, with a little probing traffic on the others, and moves
/// it to the next path while the first one is degraded (the first then only probes). The network profile decides when
/// the first path degrades: never (good), 10 s of every 30 (lossy), always (poor), or, down altogether, during each
/// outage (intermittent).
struct SimMultipathPlan {
    /// What the preferred path carries in dynamic mode while it is healthy; the rest probes the others.
    static let preferredShare = 0.92
    static let lossyCycle = 30.0
    static let lossyDegradedFrom = 14.0
    static let lossyDegradedFor = 10.0

    enum Health: Equatable { case healthy, degraded, down }

    let paths: [AgoraMultipathType]
    let profile: AgoraSimNetworkProfile

    /// The preferred path's health `seconds` after joining.
    func preferredHealth(at seconds: Double, inOutage: Bool) -> Health {
        switch profile {
        case .good: return .healthy
        case .poor: return .degraded
        case .intermittent: return inOutage ? .down : .healthy
        case .lossy:
            let phase = seconds.truncatingRemainder(dividingBy: Self.lossyCycle)
            return phase >= Self.lossyDegradedFrom && phase < Self.lossyDegradedFrom + Self.lossyDegradedFor ? .degraded : .healthy
        }
    }

    /// Each path's share of `mode`'s traffic (duplicate: each carries all of it), zero for a path that is down.
    func shares(_ mode: AgoraMultipathMode, _ health: Health) -> [Double] {
        let up = paths.indices.map { $0 != 0 || health != .down }
        let upCount = up.filter { $0 }.count
        guard upCount > 0 else { return paths.map { _ in 0 } }
        switch mode {
        case .duplicate:
            return up.map { $0 ? 1 : 0 }
        case .dynamic:
            // The carrier: the preferred path while it is healthy, else the next one (if there is one).
            let carrier = health == .healthy || paths.count == 1 ? 0 : 1
            guard upCount > 1 else { return paths.indices.map { $0 == carrier && up[$0] ? 1 : 0 } }
            let probe = (1 - Self.preferredShare) / Double(upCount - 1)
            return paths.indices.map { !up[$0] ? 0 : $0 == carrier ? Self.preferredShare : probe }
        }
    }

    /// The period's stats: each path's kbps from the channel's totals, the running byte counts updated.
    func stats(_ multipath: inout SimMultipath, txKbps: Int, rxKbps: Int, health: Health, period: Double) -> AgoraMultipathStats {
        let tx = shares(multipath.uplinkMode, health), rx = shares(multipath.downlinkMode, health)
        let bytesPerKbps = Int(period * 1000 / 8)
        var stats = AgoraMultipathStats()
        for (index, type) in paths.enumerated() {
            let path = AgoraPathStats(type: type, txKBitRate: Int((Double(txKbps) * tx[index]).rounded()),
                                      rxKBitRate: Int((Double(rxKbps) * rx[index]).rounded()))
            multipath.txBytes[type, default: 0] += path.txKBitRate * bytesPerKbps
            multipath.rxBytes[type, default: 0] += path.rxKBitRate * bytesPerKbps
            if tx[index] > 0 || rx[index] > 0 { stats.pathStats.append(path) }
        }
        stats.activePathNum = stats.pathStats.count
        stats.lanTxBytes = multipath.txBytes[.LAN] ?? 0
        stats.lanRxBytes = multipath.rxBytes[.LAN] ?? 0
        stats.wifiTxBytes = multipath.txBytes[.WIFI] ?? 0
        stats.wifiRxBytes = multipath.rxBytes[.WIFI] ?? 0
        stats.mobileTxBytes = multipath.txBytes[.mobile] ?? 0
        stats.mobileRxBytes = multipath.rxBytes[.mobile] ?? 0
        return stats
    }
}
