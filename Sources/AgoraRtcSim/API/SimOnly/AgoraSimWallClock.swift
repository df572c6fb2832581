import Dispatch
import Foundation

/// Real time: timers are `asyncAfter` on the engine's serial queue.
public final class AgoraSimWallClock: AgoraSimClock {
    private let origin = DispatchTime.now().uptimeNanoseconds

    public init() {}

    public var now: Double {
        Double(DispatchTime.now().uptimeNanoseconds - origin) / 1_000_000_000
    }

    public var unixNow: Double { Date().timeIntervalSince1970 }

    public func schedule(after delay: Double, on queue: DispatchQueue, _ action: @escaping @Sendable () -> Void) {
        let nanos = Int(max(0, delay) * 1_000_000_000)
        queue.asyncAfter(deadline: .now() + .nanoseconds(nanos), execute: action)
    }
}
