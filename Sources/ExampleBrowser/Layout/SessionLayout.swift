import APIExample
import TerminalKit

/// The session screen's areas at a screen size: tiles on top (with the case's panel, if it has one, on their
/// right), the log and (when the case has any) its controls below. SessionScreen draws into them and clicks and
/// the wheel are hit-tested against them, all from `init(_:width:height:)`, so they always agree.
struct SessionLayout: Equatable {
    let tiles: Rect
    /// The case's own box beside the tiles; nil when it has none.
    let panel: Rect?
    let log: Rect
    /// nil when the case has no controls (the log takes the whole bottom).
    let controls: Rect?

    /// The layout of `session`'s screen: what drawing, clicks and the wheel all use.
    init(_ session: SessionState, width: Int, height: Int) {
        self.init(width: width, height: height, controlCount: session.controls.count, hasPanel: session.panel != nil,
                  hasTiles: !session.tiles.isEmpty)
    }

    private init(width: Int, height: Int, controlCount: Int, hasPanel: Bool, hasTiles: Bool) {
        let body = Rect(x: 0, y: 2, width: width, height: height - 3)
        let bottomHeight = min(max(7, controlCount + 2), body.height / 3 + 1)
        let (top, bottom) = body.splitBottom(bottomHeight)
        if hasPanel && !hasTiles {
            // Nobody to show (a pre-call test before its camera test, a link): the panel has the whole width.
            tiles = Rect(x: top.x, y: top.y, width: 0, height: top.height)
            panel = top
        } else if hasPanel {
            // The tiles re-flow in what the panel leaves.
            let panelWidth = min(40, max(26, top.width * 2 / 5))
            tiles = Rect(x: top.x, y: top.y, width: top.width - panelWidth, height: top.height)
            panel = Rect(x: top.maxX - panelWidth, y: top.y, width: panelWidth, height: top.height)
        } else {
            tiles = top
            panel = nil
        }
        if controlCount == 0 {
            log = bottom
            controls = nil
        } else {
            let controlsWidth = min(40, max(28, bottom.width / 3))
            log = Rect(x: bottom.x, y: bottom.y, width: bottom.width - controlsWidth, height: bottom.height)
            controls = Rect(x: bottom.maxX - controlsWidth, y: bottom.y, width: controlsWidth, height: bottom.height)
        }
    }
}
