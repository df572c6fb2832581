import APIExample

/// What the session screen draws, read from the live session on the main actor at render time.
public struct SessionSnapshot: Sendable {
    public var caseId: String
    public var tiles: [VideoTile]
    public var status: SessionStatus
    public var log: [LogEntry]
    public var droppedLogLines: Int
    public var controls: [SessionControl]
    public var notice: SessionNotice?
    public var prompt: SessionPrompt?
    /// The case's own box beside the tiles, if it has one.
    public var panel: SessionPanel?

    public init(caseId: String, tiles: [VideoTile], status: SessionStatus, log: [LogEntry], droppedLogLines: Int = 0,
                controls: [SessionControl], notice: SessionNotice?, prompt: SessionPrompt? = nil, panel: SessionPanel? = nil) {
        self.caseId = caseId
        self.tiles = tiles
        self.status = status
        self.log = log
        self.droppedLogLines = droppedLogLines
        self.controls = controls
        self.notice = notice
        self.prompt = prompt
        self.panel = panel
    }

    @MainActor
    public init(caseId: String, session: BaseSession) {
        self.init(caseId: caseId, tiles: session.tiles, status: session.status, log: session.log.entries,
                  droppedLogLines: session.log.dropped, controls: session.controls, notice: session.notice,
                  prompt: session.prompt, panel: session.panel)
    }
}
