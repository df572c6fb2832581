/// Which encoder the SDK prefers (`ENCODING_PREFERENCE`).
public enum AgoraEncodingPreference: Int, Sendable, CaseIterable {
    case preferAuto = -1
    case prefersoftware = 0
    case preferhardware = 1
}
