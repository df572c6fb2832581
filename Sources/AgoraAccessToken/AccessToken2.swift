#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An Agora AccessToken2 ("007" token): an app ID, issue time, relative expiry, salt and services, signed with
/// the app certificate, deflated and Base64-encoded.
///
/// Two tokens are equal when their public fields are equal; what `parse` keeps for verification is not compared.
public struct AccessToken2: Equatable, Sendable {
    public static let version = "007"
    /// The largest inflated content `parse` accepts (64 KiB); beyond it, `.oversizeField`.
    public static let maxContentSize = 65_536

    public var appId: String
    /// Unix seconds.
    public var issueTs: UInt32
    /// Seconds relative to issueTs.
    public var expire: UInt32
    public var salt: UInt32
    public var services: [AccessToken2Service]

    /// Set by `parse`: the stored signature, the raw signing info and the fields as read.
    var parsed: ParsedContent?

    public init(appId: String, issueTs: UInt32, expire: UInt32, salt: UInt32, services: [AccessToken2Service] = []) {
        self.appId = appId
        self.issueTs = issueTs
        self.expire = expire
        self.salt = salt
        self.services = services
    }

    public static func == (lhs: AccessToken2, rhs: AccessToken2) -> Bool {
        lhs.appId == rhs.appId && lhs.issueTs == rhs.issueTs && lhs.expire == rhs.expire && lhs.salt == rhs.salt
            && lhs.services == rhs.services
    }

    /// The first RTC service.
    public var rtcService: AccessToken2RtcService? {
        for case .rtc(let rtc) in services { return rtc }
        return nil
    }

    /// Unix seconds at which the token expires: issueTs + expire.
    public var expiresAt: UInt64 { UInt64(issueTs) + UInt64(expire) }

    /// Exactly 32 hexadecimal characters, either case (the form of app IDs and app certificates).
    public static func isValidCredential(_ value: String) -> Bool {
        var count = 0
        for byte in value.utf8 {
            count += 1
            guard count <= 32 else { return false }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
                 UInt8(ascii: "A")...UInt8(ascii: "F"):
                continue
            default:
                return false
            }
        }
        return count == 32
    }

    /// A salt in 1...99_999_999, as the Go and Python builders pick it.
    public static func randomSalt() -> UInt32 {
        UInt32.random(in: 1...99_999_999)
    }

    /// The current Unix time in seconds (clamped to UInt32).
    public static func currentUnixTime() -> UInt32 {
        UInt32(clamping: time(nil))
    }
}
