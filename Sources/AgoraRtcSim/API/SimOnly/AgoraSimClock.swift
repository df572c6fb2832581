import Dispatch

/// Time source and timer service for the simulated engine.
public protocol AgoraSimClock: AnyObject, Sendable {
    /// Seconds since the clock was created.
    var now: Double { get }
    /// The same instant as Unix time in seconds, for what the cloud checks against wall time (token expiry).
    var unixNow: Double { get }
    /// Runs `action` once, `delay` seconds from now. A wall clock runs it on `queue`;
    /// a virtual clock runs it on whichever thread calls `advance(by:)`.
    func schedule(after delay: Double, on queue: DispatchQueue, _ action: @escaping @Sendable () -> Void)
}
