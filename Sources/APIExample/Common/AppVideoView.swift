import AgoraRtcSim
import Foundation

/// A view the app draws into itself, where the original renders frames without the SDK (the sample-buffer view
/// of CustomVideoSourcePush, the Metal view of CustomVideoRender). Its tile shows the latest frame the way the
/// SDK's views are shown, or, when the case supplies a text renderer, exactly the text the case rendered.
/// Frames may be displayed from any thread.
public final class AppVideoView: @unchecked Sendable {
    /// Draws `frame` into a picture area of `columns`×`rows` terminal cells, one string per row.
    public typealias TextRenderer = @Sendable (_ frame: AgoraSimVideoFrame, _ columns: Int, _ rows: Int) -> [String]

    private let lock = NSLock()
    private var frame: AgoraSimVideoFrame?
    private var count = 0
    private let textRenderer: TextRenderer?
    /// The frame store to tell about new frames, once the view is on screen (`BaseSession`'s app tiles).
    private var onFrame: (@Sendable () -> Void)?

    public init(textRenderer: TextRenderer? = nil) {
        self.textRenderer = textRenderer
    }

    public func display(_ newFrame: AgoraSimVideoFrame) {
        lock.lock()
        frame = newFrame
        count += 1
        let notify = onFrame
        lock.unlock()
        notify?()
    }

    func notifyFrames(_ notify: @escaping @Sendable () -> Void) {
        lock.lock(); defer { lock.unlock() }
        onFrame = notify
    }

    /// Displays an I420 buffer (Y, then U and V at half resolution) of `width`×`height`.
    public func display(i420 bytes: [UInt8], width: Int, height: Int, timestampMs: Int = 0) {
        let ySize = width * height, cSize = ((width + 1) / 2) * ((height + 1) / 2)
        guard width > 0, height > 0, bytes.count >= ySize + 2 * cSize else { return }
        display(AgoraSimVideoFrame(width: width, height: height, lumaWidth: width, lumaHeight: height,
                                   luma: Array(bytes[0..<ySize]), chromaU: Array(bytes[ySize..<ySize + cSize]),
                                   chromaV: Array(bytes[ySize + cSize..<ySize + 2 * cSize]), timestampMs: timestampMs,
                                   uid: 0))
    }

    /// Blanks the view (the tile shows its placeholder again).
    public func clear() {
        lock.lock()
        frame = nil
        let notify = onFrame
        lock.unlock()
        notify?()
    }

    public var latestFrame: AgoraSimVideoFrame? {
        lock.lock(); defer { lock.unlock() }
        return frame
    }

    public var displayedFrames: Int {
        lock.lock(); defer { lock.unlock() }
        return count
    }

    /// The case's own rendering of the latest frame for a picture area, or nil when the tile draws the frame
    /// itself (no text renderer, or nothing displayed).
    public func renderedText(columns: Int, rows: Int) -> [String]? {
        guard let textRenderer, let frame = latestFrame, columns > 0, rows > 0 else { return nil }
        return textRenderer(frame, columns, rows)
    }
}
