/// The video modules `queryHDRCapability(_:)` can ask about.
public enum AgoraVideoModuleType: Int, Sendable, CaseIterable {
    case capturer = 0
    case softwareEncoder = 1
    case hardwareEncoder = 2
    case softwareDecoder = 3
    case hardwareDecoder = 4
    case renderer = 5
}
