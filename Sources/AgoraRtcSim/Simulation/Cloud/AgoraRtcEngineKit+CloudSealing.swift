// Built-in encryption on the wire between instances (issue 18): under `enableEncryption` a connection's media
// messages cross sealed with its real key (AES-GCM, or the block modes' record), and a receiver opens them with its
// own. A receiver with another key, another mode, or one that requires encryption and gets plain media, cannot
// decode them and says so once per user, as the SDK does: error 120 / decryptionFailure for media, 122 /
// datastreamDecryptionFailure for data streams. A receiver without encryption cannot tell sealed media from noise
// and drops it silently (as it drops what a different custom packet transform made). Encryption is the main
// connection's only, as everywhere in the engine; presence, leave and keep-alives always cross plain.
extension AgoraRtcEngineKit {
    /// Every media message to the cloud goes through here: sealed when `link`'s media are encrypted.
    func sendCloudMedia(_ s: borrowing SimEngineState, _ link: SimLinkIndex, _ message: AgoraSimPeerMessage) {
        guard let member = s[link].cloudMember, let session = s[link].session else { return }
        let content = AgoraSimPeerCodec.kindTag(message)
        guard let key = cloudKey(s, link, content: content) else { return member.send(message) }
        let uid = UInt32(truncatingIfNeeded: session.uid), mode = UInt8(key.mode.rawValue)
        // Random 96-bit nonces: a rejoin with the same key and uid never repeats one (a counter would restart).
        var generator = SystemRandomNumberGenerator()
        let nonce = (0..<AgoraSimPeerCodec.sealedNonceBytes).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let header = AgoraSimPeerCodec.sealedHeader(uid: uid, mode: mode, content: content, nonce: nonce)
        guard let sealed = key.seal(member.payload(of: message), nonce: nonce, aad: header) else { return }
        member.send(.sealed(AgoraSimPeerSealed(uid: uid, mode: mode, content: content, nonce: nonce, sealed: sealed)))
    }

    /// The key `link` seals (and expects) messages of kind `content` with, if any.
    private func cloudKey(_ s: SimEngineState, _ link: SimLinkIndex, content: UInt8) -> SimEncryptionKey? {
        guard link.isMain, let setup = s.protection.encryption else { return nil }
        if content == AgoraSimPeerCodec.Kind.streamMessage.rawValue && !setup.sealsDataStreams { return nil }
        return setup.local
    }

    /// A media message from another instance: opened (or refused) as this connection's encryption says, then
    /// handed on.
    func cloudMediaReceived(_ s: inout SimEngineState, _ link: SimLinkIndex, _ message: AgoraSimPeerMessage) -> [SimCallback] {
        guard let member = s[link].cloudMember else { return [] }
        let wireBytes = member.payloadBytes(of: message)
        guard case .sealed(let envelope) = message else {
            guard let uid = Self.senderUid(message), let index = cloudPeerIndex(s, link, uid) else { return [] }
            let content = AgoraSimPeerCodec.kindTag(message)
            // Plain media where encrypted media is required does not decrypt.
            if cloudKey(s, link, content: content) != nil { return cloudDecryptionFailure(&s, link, index, content: content) }
            return cloudMediaArrived(&s, link, message, wireBytes: wireBytes)
        }
        guard let index = cloudPeerIndex(s, link, UInt(envelope.uid)) else { return [] }
        guard let key = cloudKey(s, link, content: envelope.content) else {
            if envelope.content != AgoraSimPeerCodec.Kind.streamMessage.rawValue { s[link].remotes[index].mediaUndecodable = true }
            return []
        }
        let header = AgoraSimPeerCodec.sealedHeader(uid: envelope.uid, mode: envelope.mode, content: envelope.content,
                                                    nonce: envelope.nonce)
        guard envelope.mode == UInt8(key.mode.rawValue),
              case .plaintext(let plain) = key.open(envelope.sealed, nonce: envelope.nonce, aad: header) else {
            return cloudDecryptionFailure(&s, link, index, content: envelope.content)
        }
        // It authenticated, so it came from a holder of the key: still only one well-formed message of the kind and
        // user the envelope declared is taken.
        guard let inner = member.message(inPayload: plain), AgoraSimPeerCodec.kindTag(inner) == envelope.content,
              Self.senderUid(inner) == UInt(envelope.uid) else { return [] }
        return cloudMediaArrived(&s, link, inner, wireBytes: wireBytes)
    }

    private func cloudMediaArrived(_ s: inout SimEngineState, _ link: SimLinkIndex, _ message: AgoraSimPeerMessage,
                                   wireBytes: Int) -> [SimCallback] {
        switch message {
        case .videoFrame(let picture): cloudPictureArrived(&s, link, picture, wireBytes: wireBytes)
        case .audioFrame(let audio): cloudReceivedAudio(&s, link, audio, bytes: wireBytes)
        case .streamMessage(let packet): cloudStreamMessageArrived(&s, link, packet)
        case .metadata(let metadata): cloudMetadataArrived(&s, link, metadata)
        default: []
        }
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

    /// Another instance's user of that uid in `link`'s channel.
    func cloudPeerIndex(_ s: SimEngineState, _ link: SimLinkIndex, _ uid: UInt) -> Int? {
        guard let index = s[link].remoteIndex(uid), s[link].remotes[index].cloud != nil else { return nil }
        return index
    }

    /// Reported once per user and session, for media and for data streams each; what failed is dropped.
    private func cloudDecryptionFailure(_ s: inout SimEngineState, _ link: SimLinkIndex, _ index: Int,
                                        content: UInt8) -> [SimCallback] {
        s[link].remotes[index].cloud?.lastHeardAt = now
        if content == AgoraSimPeerCodec.Kind.streamMessage.rawValue {
            guard s[link].remotes[index].cloud?.streamDecryptionFailureReported == false else { return [] }
            s[link].remotes[index].cloud?.streamDecryptionFailureReported = true
            return Self.decryptionCallbacks(.datastreamDecryptionFailure, .datastreamDecryptionFailed)
        }
        s[link].remotes[index].mediaUndecodable = true
        guard !s[link].remotes[index].decryptionFailureReported else { return [] }
        s[link].remotes[index].decryptionFailureReported = true
        return Self.decryptionCallbacks(.decryptionFailure, .decryptionFailed)
    }

    private static func decryptionCallbacks(_ type: AgoraEncryptionErrorType, _ code: AgoraErrorCode) -> [SimCallback] {
        [
            .delegate("rtcEngine(_:didOccur:)", "errorType: .\(type)") { $1.rtcEngine($0, didOccur: type) },
            .delegate("rtcEngine(_:didOccurError:)", "errorCode: .\(code)") { $1.rtcEngine($0, didOccurError: code) },
        ]
    }
}
