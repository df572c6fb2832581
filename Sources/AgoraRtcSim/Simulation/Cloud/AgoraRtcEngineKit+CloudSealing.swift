// Built-in encryption on the wire between instances (issue 18): under `enableEncryption` a connection's media
// messages cross sealed with its real key (AES-GCM, or the block modes' record), and a receiver opens them with its
// own. A receiver with another key, another mode, or one that requires encryption and gets plain media, cannot
// decode them and says so once per user, as the SDK does: error 120 / decryptionFailure for media, 122 /
// datastreamDecryptionFailure for data streams. A receiver without encryption cannot tell sealed media from noise
// and drops it silently (as it drops what a different custom packet transform made). A joinChannelEx connection
// seals and opens with its own `enableEncryptionEx`, independently of the main connection's; presence, leave and
// keep-alives always cross plain.
extension AgoraRtcEngineKit {
    /// What `link`'s media are sealed with (and what it expects of others'), if anything.
    func cloudEncryption(_ s: borrowing SimEngineState, _ link: SimLinkIndex) -> SimEncryptionSetup? {
        guard !link.isMain else { return s.protection.encryption }
        guard let connection = s[link].ex?.connection else { return nil }
        return s.protection.exEncryption[connection]
    }

    /// Every media message to the cloud goes through here: sealed when the connection's `encryption` says so.
    func sendCloudMedia(_ connection: SimLink, _ message: AgoraSimPeerMessage, encryption: SimEncryptionSetup?) {
        guard let member = connection.cloud.member, let session = connection.session else { return }
        let content = AgoraSimPeerCodec.kindTag(message)
        guard let key = Self.cloudKey(encryption, content: content) else { return member.send(message) }
        let uid = UInt32(truncatingIfNeeded: session.uid), mode = UInt8(key.mode.rawValue)
        // Random 96-bit nonces: a rejoin with the same key and uid never repeats one (a counter would restart).
        var generator = SystemRandomNumberGenerator()
        let nonce = (0..<AgoraSimPeerCodec.sealedNonceBytes).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let header = AgoraSimPeerCodec.sealedHeader(uid: uid, mode: mode, content: content, nonce: nonce)
        guard let sealed = key.seal(member.payload(of: message), nonce: nonce, aad: header) else { return }
        member.send(.sealed(AgoraSimPeerSealed(uid: uid, mode: mode, content: content, nonce: nonce, sealed: sealed)))
    }

    /// The key `encryption` seals (and expects) messages of kind `content` with, if any.
    private static func cloudKey(_ encryption: SimEncryptionSetup?, content: UInt8) -> SimEncryptionKey? {
        guard let setup = encryption else { return nil }
        if content == AgoraSimPeerCodec.Kind.streamMessage.rawValue && !setup.sealsDataStreams { return nil }
        return setup.local
    }

    /// A media message from another instance: opened (or refused) as this connection's encryption says, then
    /// handed to what takes its kind: the connection's remote user, and the main connection's data streams.
    func cloudMediaReceived(_ s: inout SimEngineState, _ link: SimLinkIndex, _ message: AgoraSimPeerMessage) -> [SimCallback] {
        let inner: AgoraSimPeerMessage, wireBytes: Int
        switch openCloudMedia(&s[link], message, encryption: cloudEncryption(s, link)) {
        case .dropped: return []
        case .refused(let callbacks): return callbacks
        case .opened(let opened, let bytes): (inner, wireBytes) = (opened, bytes)
        }
        switch inner {
        case .videoFrame(let picture):
            guard let shown = cloudPictureForStream(&s, link, picture) else { return [] }
            return cloudPictureArrived(&s[link], shown, wireBytes: wireBytes)
        case .audioFrame(let audio):
            return cloudReceivedAudio(&s[link], audio, bytes: wireBytes, profile: s.channelProfile)
        case .streamMessage(let packet):
            guard link.isMain else { return [] }
            return cloudStreamMessageArrived(&s.links[link.position], &s.services.dataStreams, packet)
        case .metadata(let metadata):
            guard link.isMain else { return [] }
            return cloudMetadataArrived(&s[link], metadata, observed: s.services.metadata.delegate != nil,
                                        usesAudio4: s.usesAudio4)
        default:
            return []
        }
    }

    /// What became of a media message on arrival.
    private enum CloudOpening {
        /// Plain, or opened with this connection's key: the message, and the bytes that crossed.
        case opened(AgoraSimPeerMessage, wireBytes: Int)
        /// It could not be decrypted: what is reported (once per user).
        case refused([SimCallback])
        /// Not heard at all (no such user, or sealed where this connection has no key).
        case dropped
    }

    private func openCloudMedia(_ connection: inout SimLink, _ message: AgoraSimPeerMessage,
                                encryption: SimEncryptionSetup?) -> CloudOpening {
        guard let member = connection.cloud.member else { return .dropped }
        let wireBytes = member.payloadBytes(of: message)
        guard case .sealed(let envelope) = message else {
            guard let uid = Self.senderUid(message), let index = connection.cloudPeerIndex(uid) else { return .dropped }
            let content = AgoraSimPeerCodec.kindTag(message)
            // Plain media where encrypted media is required does not decrypt.
            if Self.cloudKey(encryption, content: content) != nil {
                return .refused(cloudDecryptionFailure(&connection, index, content: content))
            }
            return .opened(message, wireBytes: wireBytes)
        }
        guard let index = connection.cloudPeerIndex(UInt(envelope.uid)) else { return .dropped }
        guard let key = Self.cloudKey(encryption, content: envelope.content) else {
            if envelope.content != AgoraSimPeerCodec.Kind.streamMessage.rawValue { connection.remotes[index].mediaUndecodable = true }
            return .dropped
        }
        let header = AgoraSimPeerCodec.sealedHeader(uid: envelope.uid, mode: envelope.mode, content: envelope.content,
                                                    nonce: envelope.nonce)
        guard envelope.mode == UInt8(key.mode.rawValue),
              case .plaintext(let plain) = key.open(envelope.sealed, nonce: envelope.nonce, aad: header) else {
            return .refused(cloudDecryptionFailure(&connection, index, content: envelope.content))
        }
        // It authenticated, so it came from a holder of the key: still only one well-formed message of the kind and
        // user the envelope declared is taken.
        guard let inner = member.message(inPayload: plain), AgoraSimPeerCodec.kindTag(inner) == envelope.content,
              Self.senderUid(inner) == UInt(envelope.uid) else { return .dropped }
        return .opened(inner, wireBytes: wireBytes)
    }

    private static func senderUid(_ message: AgoraSimPeerMessage) -> UInt? {
        switch message {
        case .videoFrame(let picture): UInt(picture.uid)
        case .audioFrame(let audio): UInt(audio.uid)
        case .streamMessage(let packet): UInt(packet.uid)
        case .metadata(let metadata): UInt(metadata.uid)
        case .sealed(let envelope): UInt(envelope.uid)
        default: nil
        }
    }

    /// Reported once per user and session, for media and for data streams each; what failed is dropped.
    private func cloudDecryptionFailure(_ connection: inout SimLink, _ index: Int, content: UInt8) -> [SimCallback] {
        connection.remotes[index].cloud?.lastHeardAt = now
        if content == AgoraSimPeerCodec.Kind.streamMessage.rawValue {
            guard connection.remotes[index].cloud?.streamDecryptionFailureReported == false else { return [] }
            connection.remotes[index].cloud?.streamDecryptionFailureReported = true
            return Self.decryptionCallbacks(.datastreamDecryptionFailure, .datastreamDecryptionFailed)
        }
        connection.remotes[index].mediaUndecodable = true
        guard !connection.remotes[index].decryptionFailureReported else { return [] }
        connection.remotes[index].decryptionFailureReported = true
        return Self.decryptionCallbacks(.decryptionFailure, .decryptionFailed)
    }

    private static func decryptionCallbacks(_ type: AgoraEncryptionErrorType, _ code: AgoraErrorCode) -> [SimCallback] {
        [
            .delegate("rtcEngine(_:didOccur:)", "errorType: .\(type)") { $1.rtcEngine($0, didOccur: type) },
            .delegate("rtcEngine(_:didOccurError:)", "errorCode: .\(code)") { $1.rtcEngine($0, didOccurError: code) },
        ]
    }
}
