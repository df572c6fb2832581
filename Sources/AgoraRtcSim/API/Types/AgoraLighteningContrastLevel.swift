/// The contrast the beauty effect's lightening keeps (`AgoraBeautyOptions.lighteningContrastLevel`).
public enum AgoraLighteningContrastLevel: Int, Sendable, CaseIterable {
    case low = 0
    case normal = 1
    case high = 2
}
