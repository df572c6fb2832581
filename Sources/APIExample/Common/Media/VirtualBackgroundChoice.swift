import AgoraRtcSim
import MediaFormats

/// The virtual backgrounds the clear_vision cases offer (the originals' Image / Color / Blur / Video segment): the
/// bundled logo, white, a strong blur, or the bundled clip.
enum VirtualBackgroundChoice {
    static let all = ["image", "color", "blur", "video"]

    /// The source for `choice`, or type none while the switch is off (as the originals send it).
    static func source(_ enabled: Bool, _ choice: String) -> AgoraVirtualBackgroundSource {
        var source = AgoraVirtualBackgroundSource()
        guard enabled else {
            source.backgroundSourceType = .none
            return source
        }
        switch choice {
        case "color":
            source.backgroundSourceType = .color
            source.color = 0xFFFFFF
        case "blur":
            source.backgroundSourceType = .blur
            source.blurDegree = .high
        case "video":
            source.backgroundSourceType = .video
            source.source = CaseMedia.resolve(SampleVideoClip.fileName)
        default:
            source.backgroundSourceType = .img
            source.source = CaseMedia.resolve(SampleLogo.fileName)
        }
        return source
    }
}
