import AgoraRtcSim
import Foundation

/// Media stream encryption: a built-in mode (AES-GCM, the GCM2 ones with a KDF salt, or the older XTS / ECB / SM4
/// ones), or the original's custom packet observer. Everyone in the channel needs the same setup; with "remote users:
/// different key" their media does not decrypt — error 120, and their tiles stay without video.
///
/// Departures from the original:
/// - The mode picker offers every SDK mode (AES-128/256-GCM, the GCM2 ones, AES-128/256-XTS, AES-128-ECB, SM4-128-ECB),
///   AES-128-GCM2 by default as in the OC and SwiftUI flavours, and Custom is a switch of its own; the UIKit original
///   offers AES128GCM (the default), AES256GCM and Custom in one sheet.
/// - The secret has a default ("apiexample-secret") and the KDF salt is a form field holding 32 bytes in base64; the
///   original's secret starts empty and its salt is the UTF-8 bytes of a fixed 32-character string.
/// - An extra form choice says whether the simulated remote users encrypt with the same key or another one.
/// - The encryption error callback is handled: the log says why and the remote tiles say "cannot decrypt"; the original
///   ignores it, leaving the tiles black.
/// - When `enableEncryption` fails the session stops after its notice; the original shows the alert and joins anyway,
///   unencrypted.
/// - The join passes default media options, where the original uses the older `joinChannel` without options.
/// - The local tile names the encryption in use; the original's shows only the picture.
/// - Each remote user gets a tile of its own; the original binds every remote user to its one remote view, the newest
///   taking it.
/// - Leaving destroys the engine and, in Custom mode, leaves only once; the original does not destroy the engine and
///   calls `leaveChannel` a second time after deregistering its packet observer.
final class StreamEncryptionMain: CaseSession<StreamEncryptionEntry> {
    private var encryptionNote = TileNote.text("encryption.note.off")
    /// Set once the engine reported that remote media does not decrypt.
    private var undecryptable = false
    /// The remote users shown, whose tiles say so.
    private var remoteUids: Set<UInt> = []

    override func start() {
        let useCustom = config.useCustom
        let engine = makeEngine(channelProfile: .liveBroadcasting) { config in
            // Simulation only: which key the simulated remote users encrypt with.
            config.simulation.remoteEncryption = self.config.remoteKey == "other" ? .otherKey : .sameKey
        }
        engine.setClientRole(context.settings.clientRole)

        // Encryption is set before joining; every user in the channel must use the same mode, key and salt.
        if useCustom {
            AgoraCustomEncryption.registerPacketProcessing(engine)
            encryptionNote = .text("encryption.note.custom")
        } else {
            let config = AgoraEncryptionConfig(encryptionMode: encryptionMode, encryptionKey: self.config.secret,
                                               encryptionKdfSalt: Data(base64Encoded: self.config.salt))
            let code = engine.enableEncryption(true, encryptionConfig: config)
            guard code == 0 else {
                let arguments = [String(code), ErrorDescription.key(forReturnCode: code)]
                note("encryption.failed", arguments, kind: .error)
                show(SessionNotice("encryption.failed", arguments, severity: .error))
                return
            }
            encryptionNote = .text("encryption.note.builtIn", [modeLabelKey])
        }

        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        // The original builds both its views without the stats overlay.
        engine.setupLocalVideo(localCanvas(showsStats: false))
        updateTile(uid: 0, .notes([encryptionNote]))
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)
        joinWhenPermitted(channel: config.channelName, uid: 0, options: AgoraRtcChannelMediaOptions())
    }

    /// The mode picked in the form (the SDK's default, AES-128-GCM2, if unknown).
    private var encryptionMode: AgoraEncryptionMode {
        switch config.mode {
        case "AES128GCM": .AES128GCM
        case "AES256GCM": .AES256GCM
        case "AES256GCM2": .AES256GCM2
        case "AES128XTS": .AES128XTS
        case "AES128ECB": .AES128ECB
        case "AES256XTS": .AES256XTS
        case "SM4128ECB": .SM4128ECB
        default: .AES128GCM2
        }
    }

    /// The form's label of the mode picked.
    private var modeLabelKey: String {
        let mode = config.mode
        return StreamEncryptionEntry.modes.first { $0.value == mode }?.labelKey ?? mode
    }

    static func errorKey(_ type: AgoraEncryptionErrorType) -> String {
        switch type {
        case .internalFailure: "encryption.error.0"
        case .decryptionFailure: "encryption.error.1"
        case .encryptionFailure: "encryption.error.2"
        case .datastreamDecryptionFailure: "encryption.error.3"
        case .datastreamEncryptionFailure: "encryption.error.4"
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid, renderMode: .hidden, showsStats: false))
            self.remoteUids.insert(uid)
            if self.undecryptable { self.updateTile(uid: uid, .placeholder("encryption.tile.undecryptable")) }
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
            self.remoteUids.remove(uid)
        }
    }

    /// The original ignores this callback; here it explains the empty tiles: nothing those users send decrypts.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOccur errorType: AgoraEncryptionErrorType) {
        onMain {
            self.note("encryption.log.error", [Self.errorKey(errorType)], kind: .error)
            self.undecryptable = true
            for uid in self.remoteUids.sorted() {
                self.updateTile(uid: uid, .placeholder("encryption.tile.undecryptable"))
            }
        }
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        // The original leaves unconditionally, joined or not.
        engine.leaveChannel(nil)
        // The SDK already turned encryption off with the leave; the sample says so explicitly.
        engine.enableEncryption(false, encryptionConfig: AgoraEncryptionConfig())
        if config.useCustom { AgoraCustomEncryption.deregisterPacketProcessing(engine) }
    }
}
