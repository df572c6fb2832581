/// Why `enableEncryption` refused a configuration.
struct SimEncryptionRefusal: Error, Equatable {
    let code: AgoraErrorCode

    init(_ code: AgoraErrorCode) {
        self.code = code
    }
}
