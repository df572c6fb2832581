import CCrypto

/// The cipher behind each built-in encryption mode: AES-GCM (with a tag), or one of the SDK's older untagged block
/// modes from libcrypto by name (AES-XTS, AES-ECB, SM4-ECB).
enum SimCipher: Sendable, Equatable {
    case gcm(keyLength: Int)
    /// XTS takes a 16-byte tweak (the packet's nonce); ECB takes none.
    case block(name: String, keyLength: Int, tweaked: Bool)

    init(_ mode: AgoraEncryptionMode) {
        switch mode {
        case .AES128GCM, .AES128GCM2: self = .gcm(keyLength: 16)
        case .AES256GCM, .AES256GCM2: self = .gcm(keyLength: 32)
        // XTS keys are two AES keys side by side.
        case .AES128XTS: self = .block(name: "AES-128-XTS", keyLength: 32, tweaked: true)
        case .AES256XTS: self = .block(name: "AES-256-XTS", keyLength: 64, tweaked: true)
        case .AES128ECB: self = .block(name: "AES-128-ECB", keyLength: 16, tweaked: false)
        case .SM4128ECB: self = .block(name: "SM4-ECB", keyLength: 16, tweaked: false)
        }
    }

    var keyLength: Int {
        switch self {
        case .gcm(let length), .block(_, let length, _): length
        }
    }

    /// Whether the libcrypto at hand has it: OpenSSL can be built without SM4, and the SDK refuses a mode it
    /// cannot run with -4 (ERR_NOT_SUPPORTED).
    var isAvailable: Bool {
        switch self {
        case .gcm: true
        case .block(let name, _, _): cc_cipher_available(name) == 1
        }
    }
}
