/// Loss, delay and quality drawn for each stats period under a network profile.
struct SimNetworkConditions: Sendable {
    let profile: AgoraSimNetworkProfile

    static let outageFirstStart = 20.0
    static let outagePeriod = 40.0
    static let outageLength = 7.0
    /// The SDK declares the link interrupted after 4 s without server data.
    static let interruptedAfter = 4.0

    func packetLoss(_ rng: inout SimRandom) -> Int {
        switch profile {
        case .good, .intermittent: return rng.int(0...1)
        case .lossy: return rng.int(5...15)
        case .poor: return rng.int(15...35)
        }
    }

    func lastmileDelay(_ rng: inout SimRandom) -> Int {
        switch profile {
        case .good, .intermittent: return rng.int(8...30)
        case .lossy: return rng.int(40...90)
        case .poor: return rng.int(150...400)
        }
    }

    /// Fraction of the target bitrate that actually gets through.
    func throughput(_ rng: inout SimRandom) -> Double {
        switch profile {
        case .good, .intermittent: return rng.double(0.9...1.0)
        case .lossy: return rng.double(0.7...0.85)
        case .poor: return rng.double(0.4...0.6)
        }
    }

    func quality(_ rng: inout SimRandom) -> AgoraNetworkQuality {
        switch profile {
        case .good, .intermittent: return rng.chance(0.8) ? .excellent : .good
        case .lossy: return rng.chance(0.7) ? .poor : .good
        case .poor: return rng.chance(0.6) ? .bad : .vBad
        }
    }

    /// Extra connect latency on join.
    func joinPenalty(_ rng: inout SimRandom) -> Double {
        switch profile {
        case .good, .intermittent: return 0
        case .lossy: return rng.double(0.05...0.2)
        case .poor: return rng.double(0.2...0.6)
        }
    }

    /// Share of remote video frames that never arrive.
    var frameDropRate: Double {
        switch profile {
        case .good, .intermittent: return 0
        case .lossy: return 0.08
        case .poor: return 0.3
        }
    }

    func isOutage(secondsSinceJoin t: Double) -> Bool {
        guard profile == .intermittent, t >= Self.outageFirstStart else { return false }
        let phase = (t - Self.outageFirstStart).truncatingRemainder(dividingBy: Self.outagePeriod)
        return phase < Self.outageLength
    }
}
