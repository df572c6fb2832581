import AgoraRtcSim
import APIExample
import TerminalKit

/// Channel, uid, role, connection state (with its reason) and time in channel; first, while the app is in the
/// background, a mark saying so.
enum StatusLine {
    static func draw(_ status: SessionStatus, inBackground: Bool = false, in buffer: inout CellBuffer, row: Int,
                     context: RenderContext) {
        let t = context.text
        let role = t(status.role == .audience ? "role.audience" : "role.broadcaster")
        let state = t(status.connectionState.localizationKey) + " (\(status.connectionReason))"
        let seconds = status.duration
        let clock = String(format: "%02d:%02d", seconds / 60, seconds % 60)
        let statePart = t("status.state") + ": " + state
        var parts = [
            t("status.channel") + ": " + status.channel,
            t("status.uid") + ": " + String(status.localUid),
            t("status.role") + ": " + role,
            statePart,
            clock + "  " + String(status.userCount) + " " + t("status.users"),
        ]
        if status.channel.isEmpty && !status.isJoined && status.connectionState == .disconnected {
            // A case that never joins (a pre-call test, a URL player): no channel, uid or role to speak of.
            parts = [t("status.noChannel"), statePart]
        }
        if status.tokenState != .none { parts.append(t("token.state." + status.tokenState.rawValue)) }
        let backgroundPart = t("status.background")
        if inBackground { parts.insert(backgroundPart, at: 0) }
        buffer.fill(Rect(x: 0, y: row, width: buffer.width, height: 1), style: .normal)
        var x = 1
        for (index, part) in parts.enumerated() where x < buffer.width {
            let style: StyleRole = inBackground && index == 0 && part == backgroundPart ? .warning
                : part == statePart && index > 0 ? stateStyle(status.connectionState) : .normal
            x += buffer.put(part, x: x, y: row, style: style, maxWidth: buffer.width - x)
            x += buffer.put("  ", x: x, y: row)
        }
    }

    private static func stateStyle(_ state: AgoraConnectionState) -> StyleRole {
        switch state {
        case .connected: .success
        case .connecting, .reconnecting: .warning
        case .failed: .error
        case .disconnected: .dim
        }
    }
}
