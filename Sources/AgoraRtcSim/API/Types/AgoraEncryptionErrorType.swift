/// What `rtcEngine(_:didOccur:)` reports (`ENCRYPTION_ERROR_TYPE`). The iOS header spells the cases in C style
/// (`ENCRYPTION_ERROR_DECRYPTION_FAILURE`…); these lower-camel Swift names are a best guess.
public enum AgoraEncryptionErrorType: Int, Sendable, CaseIterable {
    case internalFailure = 0
    /// Media could not be decrypted: the sender uses another mode, key or salt.
    case decryptionFailure = 1
    case encryptionFailure = 2
    case datastreamDecryptionFailure = 3
    case datastreamEncryptionFailure = 4
}
