/// Built-in encryption modes (`ENCRYPTION_MODE`). The simulation runs each with the real cipher from libcrypto:
/// AES-GCM for the GCM family, AES-XTS, AES-ECB and SM4-ECB for the older modes (SM4 only where the local OpenSSL
/// has it; without it `enableEncryption` refuses the mode with -4, as the SDK does a mode it cannot run).
public enum AgoraEncryptionMode: Int, Sendable, CaseIterable {
    case AES128XTS = 1
    case AES128ECB = 2
    case AES256XTS = 3
    case SM4128ECB = 4
    case AES128GCM = 5
    case AES256GCM = 6
    /// The SDK's default in `AgoraEncryptionConfig`; needs a 32-byte KDF salt.
    case AES128GCM2 = 7
    /// Needs a 32-byte KDF salt.
    case AES256GCM2 = 8

    /// The SDK's internal mode string (also the HKDF `info` of the GCM2 key derivation).
    public var modeString: String {
        switch self {
        case .AES128XTS: "aes-128-xts"
        case .AES128ECB: "aes-128-ecb"
        case .AES256XTS: "aes-256-xts"
        case .SM4128ECB: "sm4-128-ecb"
        case .AES128GCM: "aes-128-gcm"
        case .AES256GCM: "aes-256-gcm"
        case .AES128GCM2: "aes-128-gcm-2"
        case .AES256GCM2: "aes-256-gcm-2"
        }
    }

    /// The GCM2 modes derive their key from the secret and the KDF salt.
    public var needsSalt: Bool { self == .AES128GCM2 || self == .AES256GCM2 }
}
