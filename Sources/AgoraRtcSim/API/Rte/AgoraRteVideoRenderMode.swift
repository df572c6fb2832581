/// How a canvas fits the picture into its view.
public enum AgoraRteVideoRenderMode: UInt, Sendable {
    /// Fills the view; what does not fit is cropped.
    case hidden = 0
    /// The whole picture inside the view, with bars.
    case fit = 1
}
