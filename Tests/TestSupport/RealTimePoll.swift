import Foundation

/// Waiting on real sockets and processes (the cloud's tests, and the engines that meet through it): polls until a
/// condition holds or 5 s pass, then says whether it held.
public enum RealTimePoll {
    public static func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }
}
