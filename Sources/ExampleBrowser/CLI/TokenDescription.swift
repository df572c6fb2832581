import AgoraAccessToken
import Foundation
import TerminalKit

/// The decoded fields of a token, one per line, with times as UTC dates and how far away they are. The text
/// fields come from whoever made the token, so their control characters are shown escaped (issue 12).
enum TokenDescription {
    static func lines(_ token: AccessToken2, unixNow: UInt32) -> [String] {
        var lines = [
            TokenCommand.row("version", AccessToken2.version),
            TokenCommand.row("app id", VisibleControls.escape(token.appId)),
            TokenCommand.row("issued", date(UInt64(token.issueTs)) + " (issueTs \(token.issueTs))"),
            TokenCommand.row("expires", date(token.expiresAt) + " (+\(token.expire) s, " + relative(token.expiresAt, unixNow) + ")"),
            TokenCommand.row("salt", String(token.salt)),
        ]
        for service in token.services {
            switch service {
            case .rtc(let rtc):
                let account = VisibleControls.escape(rtc.account), channel = VisibleControls.escape(rtc.channelName)
                let who = account.isEmpty ? "any uid (built with uid 0)" : "account/uid \"\(account)\""
                lines.append(TokenCommand.row("service", "RTC (1), channel \"\(channel)\", \(who)"))
                for privilege in AccessToken2RtcPrivilege.allCases {
                    guard let seconds = rtc.privileges[privilege],
                          let at = rtc.privilegeExpiresAt(privilege, issueTs: token.issueTs) else { continue }
                    lines.append(TokenCommand.row("", "\(privilege) (\(privilege.rawValue)): +\(seconds) s, " + date(at)
                                                  + ", " + relative(at, unixNow)))
                }
            default:
                lines.append(TokenCommand.row("service", "type \(service.type)"))
            }
        }
        return lines
    }

    private static func date(_ unix: UInt64) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(unix)))
    }

    private static func relative(_ at: UInt64, _ now: UInt32) -> String {
        let now = UInt64(now)
        return at > now ? "valid for \(at - now) s" : "expired \(now - at) s ago"
    }
}
