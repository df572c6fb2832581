import AgoraRtcSim

/// The one place a session's state changes: applies an event, pure.
public enum SessionReducer {
    public static func reduce(_ state: inout SessionState, _ event: SessionEvent) {
        switch event {
        case .joined(let channel, let uid):
            state.status.isJoined = true
            state.status.channel = channel
            state.status.localUid = uid
            if let index = state.tiles.firstIndex(where: \.isLocal) { state.tiles[index].uid = uid }
        case .left:
            state.status.isJoined = false
        case .connectionChanged(let connection, let reason):
            state.status.connectionState = connection
            state.status.connectionReason = reason
        case .roleChanged(let role):
            state.status.role = role
        case .timeInChannel(let seconds):
            state.status.duration = seconds
        case .channel(let channel):
            state.status.channel = channel
        case .tokenState(let token):
            state.status.tokenState = token
        case .log(let entry):
            state.log.append(entry)
            if let event = entry.event { state.traced.record(event) }
        case .notice(let notice):
            state.notice = notice
        case .noticeExpired(let notice):
            if state.notice == notice { state.notice = nil }
        case .prompt(let prompt):
            state.prompt = prompt
        case .tile(let change):
            TileReducer.reduce(&state, change)
        case .controlsDeclared(let controls):
            state.controls = controls
            state.typedLines = []
        case .controlChanged(let id, let value, let isEnabled):
            guard let index = state.controls.firstIndex(where: { $0.id == id }) else { return }
            if let value, let kind = state.controls[index].kind.setting(value) {
                state.controls[index].kind = kind
                state.typedLines.remove(id)
            }
            if let isEnabled { state.controls[index].isEnabled = isEnabled }
        case .controlReshaped(let id, let kind):
            guard let index = state.controls.firstIndex(where: { $0.id == id }) else { return }
            state.controls[index].kind = kind
            state.typedLines.remove(id)
        case .controlRelabeled(let id, let labelKey):
            guard let index = state.controls.firstIndex(where: { $0.id == id }) else { return }
            state.controls[index].labelKey = labelKey
        case .panel(let panel):
            state.panel = panel
        case .pictureInPicture(let pictureInPicture):
            state.pictureInPicture = pictureInPicture
        case .textSelection(let wanted):
            state.wantsTextSelection = wanted
        default:
            StatsReducer.reduce(&state, event)
        }
    }
}
