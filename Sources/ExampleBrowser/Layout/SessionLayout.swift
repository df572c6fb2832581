import TerminalKit

/// The session screen's areas at a screen size: tiles on top, the log and (when the case has any) its controls
/// below. SessionScreen draws into them and clicks and the wheel are hit-tested against them.
struct SessionLayout: Equatable {
    let tiles: Rect
    let log: Rect
    /// nil when the case has no controls (the log takes the whole bottom).
    let controls: Rect?

    init(width: Int, height: Int, controlCount: Int) {
        let body = Rect(x: 0, y: 2, width: width, height: height - 3)
        let bottomHeight = min(max(7, controlCount + 2), body.height / 3 + 1)
        let (tiles, bottom) = body.splitBottom(bottomHeight)
        self.tiles = tiles
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
