import AgoraRtcSim
import APIExample
import TerminalKit

/// Channel, uid, role, connection state (with its reason) and time in channel.
enum StatusLine {
    static func draw(_ status: SessionStatus, in buffer: inout CellBuffer, row: Int, context: RenderContext) {
        let t = context.text
        let role = t(status.role == .audience ? "role.audience" : "role.broadcaster")
        let state = t(status.connectionState.localizationKey) + " (\(status.connectionReason))"
        let seconds = status.duration
        let clock = String(format: "%02d:%02d", seconds / 60, seconds % 60)
        var parts = [
            t("status.channel") + ": " + status.channel,
            t("status.uid") + ": " + String(status.localUid),
            t("status.role") + ": " + role,
            t("status.state") + ": " + state,
            clock + "  " + String(status.userCount) + " " + t("status.users"),
        ]
        if status.tokenState != .none { parts.append(t("token.state." + status.tokenState.rawValue)) }
        buffer.fill(Rect(x: 0, y: row, width: buffer.width, height: 1), style: .normal)
        var x = 1
        for (index, part) in parts.enumerated() where x < buffer.width {
            let style: StyleRole = index == 3 ? stateStyle(status.connectionState) : .normal
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
