/// Whether a raw video frame observer only looks at frames (a renderer) or changes them (a filter): in
/// read-write mode what the observer writes into the frame is what the SDK renders and encodes next.
public enum AgoraVideoFrameProcessMode: Int, Sendable, CaseIterable {
    case readOnly = 0
    case readWrite = 1
}
