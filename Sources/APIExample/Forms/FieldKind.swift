/// What a form field holds and how it is edited.
public enum FieldKind: Equatable, Sendable {
    /// Free text, validated by `rule`.
    case text(TextRule)
    /// A whole number in `range`; typed as digits.
    case number(ClosedRange<Int64>)
    /// One of `options`; ←/→ cycles.
    case choice([ChoiceOption])
    /// On or off; Space toggles.
    case toggle

    /// What a path field names, so everything that must hold for every path (a FIFO, a device or a directory
    /// given in its place is refused without waiting on it: issue 12) is checked for each such field, new ones
    /// included, without a list kept by hand.
    public enum PathKind: String, Sendable {
        case file, directory
    }

    /// nil for a field that is not a path.
    public var pathKind: PathKind? {
        switch self {
        case .text(.filePath): .file
        case .text(.directory), .text(.optionalDirectory): .directory
        default: nil
        }
    }
}

/// Which validation a text field gets.
public enum TextRule: Equatable, Sendable {
    case channelName
    /// The start of channel names the case completes with a one-digit page number (QuickSwitchChannel's
    /// `<name>1` … `<name>4`): the channel-name rule, one byte shorter.
    case channelPrefix
    /// A channel name that also names a second channel, `<name>-2` (JoinMultiChannel): two bytes shorter.
    case channelPair
    case optional
    /// 32 hexadecimal characters (an Agora App ID).
    case appId
    /// Optional; a pasted token, trimmed. Whether it is right is the service's answer, shown in the session.
    case token
    /// Optional; 1–255 bytes of the channel-name character set.
    case userAccount
    /// A Media Push URL (see `RtmpUrlRule`).
    case rtmpUrl
    /// An `rte://<App ID>/<channel>` URL (see `RteUrlRule`).
    case rteUrl
    /// Optional; at most 1024 bytes (what one video frame's metadata can carry).
    case metadata
    /// Optional; a file path. Whether the file opens is the engine's answer, shown in the session.
    case filePath
    /// A directory the case writes into (created when missing); required. Tests redirect these to a scratch place.
    case directory
    /// Optional; a directory the case writes into, the system's temporary directory when empty.
    case optionalDirectory
}
