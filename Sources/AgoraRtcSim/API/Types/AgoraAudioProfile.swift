public enum AgoraAudioProfile: Int, Sendable, CaseIterable {
    case `default` = 0
    case speechStandard = 1
    case musicStandard = 2
    case musicStandardStereo = 3
    case musicHighQuality = 4
    case musicHighQualityStereo = 5
    case iot = 6
}
