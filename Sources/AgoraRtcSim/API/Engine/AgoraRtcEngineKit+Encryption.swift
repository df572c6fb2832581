import Foundation

/// Built-in media stream encryption and the custom packet observer.
extension AgoraRtcEngineKit {
    /// Turns built-in encryption on (with `config`) or off. Call it before joining: in a channel it returns -8
    /// (the simulation's choice; the SDK only documents "call before joining"). -2 without a key, or for a GCM2
    /// mode without a 32-byte, not-all-zero salt; -4 for a mode the local libcrypto cannot run (SM4-ECB when
    /// OpenSSL was built without SM4). Every mode of the SDK is modelled with its real cipher.
    /// `leaveChannel` turns it off again. The key and salt never appear in the trace.
    @discardableResult
    public func enableEncryption(_ enabled: Bool, encryptionConfig config: AgoraEncryptionConfig, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("enableEncryption(_:encryptionConfig:)", "\(enabled), encryptionConfig: \(SimTraceText.encryption(config))", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s[.main].session == nil else { return AgoraErrorCode.invalidState.returnCode }
            guard enabled else {
                s.protection.enable(nil)
                return 0
            }
            switch SimEncryptionSetup.make(config, remote: settings.remoteEncryption) {
            case .success(let setup):
                s.protection.enable(setup)
                return 0
            case .failure(let refusal):
                return refusal.code.returnCode
            }
        }
    }

    /// Registers (or with nil, removes) the observer that sees every media packet (C++ `registerPacketObserver`).
    /// The engine keeps a strong reference until it is removed or the engine is destroyed.
    @discardableResult
    public func registerPacketObserver(_ observer: (any AgoraPacketObserver)?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("registerPacketObserver(_:)", observer == nil ? "nil" : "<observer>", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.protection.register(observer)
            return 0
        }
    }
}
