/// FaceCapture's form: the channel, as in the original (its resolution and frame rate are the defaults, 960×540 at
/// 15 fps, adaptive: the original's pickers are not connected). The licence is a Settings value, like the
/// original's KeyCenter.FaceCaptureLicense.
public enum FaceCaptureEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "facecapture"),
    ]
}
