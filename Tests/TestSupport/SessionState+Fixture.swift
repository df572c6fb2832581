import APIExample

extension SessionState {
    /// A session's state as a test wants the screen to find it, without running the case.
    public static func fixture(caseId: String, tiles: [VideoTile] = [], status: SessionStatus = SessionStatus(),
                               log: [LogEntry] = [], droppedLogLines: Int = 0, controls: [SessionControl] = [],
                               notice: SessionNotice? = nil, prompt: SessionPrompt? = nil,
                               panel: SessionPanel? = nil) -> SessionState {
        var state = SessionState(caseId: caseId)
        state.tiles = tiles
        state.status = status
        state.log = LogBook(entries: log, dropped: droppedLogLines)
        state.controls = controls
        state.notice = notice
        state.prompt = prompt
        state.panel = panel
        return state
    }
}
