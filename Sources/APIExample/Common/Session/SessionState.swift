/// Everything the screen shows of a running (or just ended) session, as a value. `SessionReducer` changes it from
/// the case's events; the app's keys and clicks move only the control focus (and edit a text control's line).
public struct SessionState: Equatable, Sendable {
    public let caseId: String
    /// Which session object this is the state of: events from an earlier one are recognised and kept out.
    public let serial: Int
    public var tiles: [VideoTile] = []
    public var status = SessionStatus()
    public var log = LogBook()
    /// Every call site, callback and method the log has shown, including lines it has since let go.
    public var traced = TracedCalls()
    public var notice: SessionNotice?
    public var prompt: SessionPrompt?
    public var controls: [SessionControl] = []
    /// Which control has the keys' focus, as last set (see `focusedControl`).
    public var controlFocus = 0
    /// The text controls typed into since the case last took or set their line: the focus leaving one hands its line
    /// to the case (a text field's editing ends), so a button beside it acts on what is typed.
    public var typedLines: Set<String> = []
    /// The case's own box beside the tiles, if it has one.
    public var panel: SessionPanel?
    /// Where the tiles play: inline, or in the floating picture-in-picture window (PictureInPicture).
    public var pictureInPicture = PictureInPictureState.inactive
    /// The screen shows text to copy with the terminal's own selection (a link): mouse reporting stays off while
    /// this session is up.
    public var wantsTextSelection = false

    public init(caseId: String, serial: Int = 0, logCapacity: Int = LogBook.defaultCapacity) {
        self.caseId = caseId
        self.serial = serial
        self.log = LogBook(capacity: logCapacity)
    }

    /// The focused control's index: the focus as set, kept inside the controls the case declares now, and moved on
    /// to the next enabled control while that one is disabled (a session's first focus, a button that disabled
    /// itself), so the keys never rest on a control that cannot take them; nil with none.
    public var focusedControl: Int? {
        guard !controls.isEmpty else { return nil }
        let set = min(controlFocus, controls.count - 1)
        return controls[set].isEnabled ? set : enabledControl(from: set, step: 1) ?? set
    }

    /// The next enabled control after `index` in `step`'s direction (+1 or -1), wrapping around; `index` itself when
    /// it is the only enabled one, nil when none is.
    public func enabledControl(after index: Int, step: Int) -> Int? {
        enabledControl(from: index + step, step: step)
    }

    private func enabledControl(from start: Int, step: Int) -> Int? {
        let count = controls.count
        for offset in 0..<count {
            let index = ((start + step * offset) % count + count) % count
            if controls[index].isEnabled { return index }
        }
        return nil
    }

    /// The control `id`, if the case declared it.
    public func control(_ id: String) -> SessionControl? { controls.first { $0.id == id } }
}
