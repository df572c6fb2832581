/// Namespace for the SDK's bitrate sentinels; the free constants below are the SDK spellings.
public enum AgoraVideoBitrate {
    /// Standard: the base bitrate in communication, twice the base in live broadcasting.
    public static let standard = 0
    /// Compatible: the base bitrate in every profile.
    public static let compatible = -1
    /// Default minimum bitrate (the SDK chooses).
    public static let defaultMin = -1
}

public let AgoraVideoBitrateStandard = AgoraVideoBitrate.standard
public let AgoraVideoBitrateCompatible = AgoraVideoBitrate.compatible
public let AgoraVideoDefaultMinBitrate = AgoraVideoBitrate.defaultMin
