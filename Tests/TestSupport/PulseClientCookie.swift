import Foundation

/// libpulse in the test process (a SoundLink) loads, and creates when missing, a cookie in the user's
/// ~/.config/pulse. The private daemons take anonymous clients, so the test process points libpulse at a cookie in a
/// directory that does not exist: libpulse then connects without one and writes nothing.
public enum PulseClientCookie {
    private static let pointed: Void = {
        let nowhere = NSTemporaryDirectory() + "/apiexample-no-pulse-cookie-\(getpid())/cookie"
        setenv("PULSE_COOKIE", nowhere, 1)
    }()

    /// Before the first libpulse context of the process (contexts read the variable when made).
    public static func keepAwayFromUserConfig() {
        _ = pointed
    }
}
