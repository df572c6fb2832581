/// A network path's kind (`MultipathType`): LAN = 0, Wi-Fi = 1, mobile = 2, unknown = 99.
public enum AgoraMultipathType: Int, Sendable, CaseIterable {
    case LAN = 0
    case WIFI = 1
    case mobile = 2
    case unknown = 99
}
