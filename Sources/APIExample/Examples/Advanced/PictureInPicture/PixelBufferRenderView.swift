import AgoraRtcSim

/// One of the original's pixel-buffer render views: the app draws the raw frames the video frame observer hands it
/// (no SDK canvas), and the view is tagged with the uid whose frames it shows (0: free).
final class PixelBufferRenderView: Sendable {
    let view = AppVideoView()
    private let tag = Locked<UInt>(0)

    var uid: UInt {
        get { tag.withLock { $0 } }
        set { tag.withLock { $0 = newValue } }
    }

    /// Copies an I420 frame out of the observer's callback (it is only valid during the call) and shows it.
    func render(_ frame: AgoraOutputVideoFrame) {
        guard frame.format == .I420 else { return }
        let width = Int(frame.width), height = Int(frame.height)
        let chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height + 2 * chromaWidth * chromaHeight)
        Self.append(frame.yBuffer, stride: Int(frame.yStride), width: width, height: height, to: &bytes)
        Self.append(frame.uBuffer, stride: Int(frame.uStride), width: chromaWidth, height: chromaHeight, to: &bytes)
        Self.append(frame.vBuffer, stride: Int(frame.vStride), width: chromaWidth, height: chromaHeight, to: &bytes)
        view.display(i420: bytes, width: width, height: height, timestampMs: Int(frame.renderTimeMs))
    }

    /// The user left: the view is blank and free again.
    func clear() {
        uid = 0
        view.clear()
    }

    private static func append(_ plane: [UInt8], stride: Int, width: Int, height: Int, to bytes: inout [UInt8]) {
        guard stride >= width, plane.count >= stride * (height - 1) + width else { return }
        for row in 0..<height {
            bytes.append(contentsOf: plane[(row * stride)..<(row * stride + width)])
        }
    }
}
