/// Video metadata travels with one video frame, which carries at most 1024 bytes (AgoraMaxMetadataSizeType.max).
public enum MetadataRule {
    public static let maxBytes = 1024

    /// nil when the text fits (empty is allowed), otherwise the localization key of the reason.
    public static func problem(in text: String) -> String? {
        text.utf8.count > maxBytes ? "error.metadata.tooLong" : nil
    }
}
