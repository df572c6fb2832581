import AgoraRtcSim

/// What RawVideoData does to each captured frame, in place, on its BGRA bytes.
enum RawVideoFilter: String, CaseIterable, Sendable {
    case none, grayscale, mirror, invert

    static let options = allCases.map { ChoiceOption($0.rawValue, $0.labelKey) }

    var labelKey: String {
        switch self {
        case .none: "videoFilter.none"
        case .grayscale: "videoFilter.grayscale"
        case .mirror: "videoFilter.mirror"
        case .invert: "videoFilter.invert"
        }
    }

    /// Changes a BGRA (or RGBA) frame's pixels; other formats are left alone.
    func apply(to frame: AgoraOutputVideoFrame) {
        guard self != .none, frame.format == .BGRA || frame.format == .RGBA else { return }
        let width = Int(frame.width), height = Int(frame.height), stride = Int(frame.yStride)
        guard frame.yBuffer.count >= stride * height, stride >= width * 4 else { return }
        for row in 0..<height {
            let start = row * stride
            switch self {
            case .grayscale:
                for pixel in 0..<width {
                    let o = start + pixel * 4
                    // Rec. 601 weights on the colour channels (B, G, R in BGRA); alpha is kept.
                    let (c0, g, c2) = (Int(frame.yBuffer[o]), Int(frame.yBuffer[o + 1]), Int(frame.yBuffer[o + 2]))
                    let (r, b) = frame.format == .BGRA ? (c2, c0) : (c0, c2)
                    let grey = UInt8((77 * r + 150 * g + 29 * b) >> 8)
                    (frame.yBuffer[o], frame.yBuffer[o + 1], frame.yBuffer[o + 2]) = (grey, grey, grey)
                }
            case .mirror:
                for pixel in 0..<(width / 2) {
                    let left = start + pixel * 4, right = start + (width - 1 - pixel) * 4
                    for byte in 0..<4 { frame.yBuffer.swapAt(left + byte, right + byte) }
                }
            case .invert:
                for pixel in 0..<width {
                    let o = start + pixel * 4
                    for byte in 0..<3 { frame.yBuffer[o + byte] = 255 - frame.yBuffer[o + byte] }
                }
            case .none:
                break
            }
        }
    }
}
