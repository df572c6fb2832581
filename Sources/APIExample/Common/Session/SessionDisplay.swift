import AgoraRtcSim

/// The device's display as screen capture sees it: the app's own screen. The browser posts each screen it draws
/// (with the screen-capture tile left out, so the capture does not feed on itself); headless runs post an
/// off-screen render. The engine reads the newest at its capture rate. A screen equal to the last one keeps its
/// generation, so an unchanged screen is not rasterised again.
public final class SessionDisplay: AgoraSimScreenSource, Sendable {
    private struct Shared {
        var image: AgoraSimScreenImage?
        var capturing = false
    }

    private let shared = Locked(Shared())

    public init() {}

    /// Whether a capture runs: only then is a screen worth preparing.
    public var isCapturing: Bool { shared.withLock { $0.capturing } }

    /// The screen as drawn now; a new generation only when it differs from the last one posted.
    public func post(columns: Int, rows: Int, cells: [AgoraSimScreenCell]) {
        shared.withLock { shared in
            if let image = shared.image, image.columns == columns, image.rows == rows, image.cells == cells { return }
            let generation = (shared.image?.generation ?? 0) + 1
            shared.image = AgoraSimScreenImage(generation: generation, columns: columns, rows: rows, cells: cells)
        }
    }

    public func currentScreen() -> AgoraSimScreenImage? { shared.withLock { $0.image } }

    public func screenCaptureChanged(_ capturing: Bool) { shared.withLock { $0.capturing = capturing } }
}
