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

    /// `enableEncryption` for one joinChannelEx connection (the SDK's `enableEncryptionEx`): what that connection sends
    /// to other instances is sealed with `config`, and what it receives must be, independently of the main
    /// connection's encryption. Call it before `joinChannelEx`: -8 while that connection (or the main one, named by
    /// its channel and uid) is in its channel, as `enableEncryption`.
    /// `leaveChannelEx` turns it off again. The same refusals as `enableEncryption`; the key never appears in the trace.
    @discardableResult
    public func enableEncryptionEx(_ enabled: Bool, encryptionConfig config: AgoraEncryptionConfig,
                                   connection: AgoraRtcConnection, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "\(enabled), encryptionConfig: \(SimTraceText.encryption(config)), connection: \(connection)"
        return api("enableEncryptionEx(_:encryptionConfig:connection:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            if let link = s.link(of: connection), s[link].session != nil { return AgoraErrorCode.invalidState.returnCode }
            guard enabled else {
                s.protection.enable(nil, on: connection)
                return 0
            }
            switch SimEncryptionSetup.make(config, remote: settings.remoteEncryption) {
            case .success(let setup):
                s.protection.enable(setup, on: connection)
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
