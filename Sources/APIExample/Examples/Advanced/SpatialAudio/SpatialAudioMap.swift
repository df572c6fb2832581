import AgoraRtcSim

/// The case's 2-D map, in place of the original's draggable icons: an app-drawn tile that renders the current
/// `SpatialMapScene` at whatever size the tile has, and the panel lines that say how each source is heard.
final class SpatialAudioMap: Sendable {
    let view: AppVideoView
    private let scene: Locked<SpatialMapScene>

    init() {
        let scene = Locked(SpatialMapScene())
        self.scene = scene
        view = AppVideoView { _, columns, rows in scene.withLock { $0 }.render(columns: columns, rows: rows) }
    }

    var current: SpatialMapScene { scene.withLock { $0 } }

    /// Shows `newScene`; the tile draws again only when it changed.
    func show(_ newScene: SpatialMapScene) {
        let changed = scene.withLock { old -> Bool in
            defer { old = newScene }
            return old != newScene || view.latestFrame == nil
        }
        if changed { view.display(Self.blank) }
    }

    /// The frame that tells the tile to draw: the map is text, so its pixels are never looked at, but its size is the
    /// floor's, so the tile keeps the map to scale.
    private static let blank = AgoraSimVideoFrame(width: Int(SpatialMapScene.width), height: Int(SpatialMapScene.height),
                                                  lumaWidth: 2, lumaHeight: 2,
                                                  luma: [0, 0, 0, 0], chromaU: [128], chromaV: [128], timestampMs: 0, uid: 0)

    /// Two lines per source: its mark and name, then its direction, distance, gain and the level heard (and whether
    /// a barrier's wall is in between).
    static func lines(symbol: Character, nameKey: String, name: String, _ heard: AgoraSimSpatialSource) -> [SessionPanel.Line] {
        [.localized("spatial.panel.sourceName", [String(symbol), nameKey, name], style: heard.gain == 0 ? .dim : .normal),
         .localized(heard.behindBarrier ? "spatial.panel.figuresBarrier" : "spatial.panel.figures",
                    [String(Int(heard.azimuth.rounded()) % 360), String(Int(heard.distance.rounded())),
                     String(format: "%.2f", heard.gain), String(heard.level)],
                    style: heard.gain == 0 ? .dim : .normal)]
    }
}
