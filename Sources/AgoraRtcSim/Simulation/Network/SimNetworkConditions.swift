/// Loss, delay and quality drawn for each stats period under a network profile.
///
/// The ranges of good, lossy and poor do not overlap, so every figure orders good < lossy < poor whatever the
/// seed. Each draw uses the generator the same number of times for every profile, so the good profile's
/// numbers (and the app's golden screens) stay stable when other profiles are retuned.
struct SimNetworkConditions: Sendable {
    let profile: AgoraSimNetworkProfile

    static let outageFirstStart = 20.0
    static let outagePeriod = 40.0
    static let outageLength = 7.0
    /// Every third intermittent outage is long enough to show connection lost (lost at 14 s).
    static let longOutageLength = 16.0
    static let longOutageEvery = 3

    func outageLength(number: Int) -> Double {
        number % Self.longOutageEvery == 0 ? Self.longOutageLength : Self.outageLength
    }

    /// Percent, before anti-loss.
    func packetLoss(_ rng: inout SimRandom) -> Int {
        switch profile {
        case .good, .intermittent: return rng.int(0...1)
        case .lossy: return rng.int(5...12)
        case .poor: return rng.int(15...35)
        }
    }

    /// Client → edge server, ms.
    func lastmileDelay(_ rng: inout SimRandom) -> Int {
        switch profile {
        case .good, .intermittent: return rng.int(8...30)
        case .lossy: return rng.int(40...90)
        case .poor: return rng.int(150...400)
        }
    }

    /// Sender → receiver for audio, ms: both last miles plus the backbone.
    func audioTransportDelay(_ rng: inout SimRandom) -> Int {
        let lastMile = lastmileDelay(&rng)
        switch profile {
        case .good, .intermittent: return lastMile + rng.int(20...40)
        case .lossy, .poor: return lastMile + rng.int(40...60)
        }
    }

    /// Sender → renderer for video, ms (adds frame assembly and decoding).
    func videoDelay(_ rng: inout SimRandom) -> Int {
        let lastMile = lastmileDelay(&rng)
        switch profile {
        case .good, .intermittent: return lastMile + rng.int(40...80)
        case .lossy, .poor: return lastMile + rng.int(80...120)
        }
    }

    /// The audio jitter buffer grows with the jitter it has to absorb, ms.
    func jitterBufferDelay(_ rng: inout SimRandom) -> Int {
        switch profile {
        case .good, .intermittent: return rng.int(30...60)
        case .lossy: return rng.int(80...140)
        case .poor: return rng.int(180...320)
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

    /// Share of what an encoder asks for that the uplink carries, steady (not drawn): what an encoder that adapts
    /// to the uplink (the screen's, after its scenario) plans with.
    var uplinkShare: Double {
        switch profile {
        case .good, .intermittent: return 1
        case .lossy: return 0.75
        case .poor: return 0.5
        }
    }

    /// networkQuality and remote-audio quality: excellent/good, then poor, then bad/very bad.
    func quality(_ rng: inout SimRandom) -> AgoraNetworkQuality {
        let roll = rng.unit()
        switch profile {
        case .good, .intermittent: return roll < 0.8 ? .excellent : .good
        case .lossy: return .poor
        case .poor: return roll < 0.6 ? .bad : .vBad
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
}
