/// Carries one media payload from a sender to a receiver the way protected media travels: cut into packets of at
/// most `maxChunk` bytes, each sealed in the session's mode (AES-GCM, or a block mode's record) by the sender's key
/// (nonce = SSRC ‖ packet sequence, header as associated data) and/or passed through the sender's packet observer,
/// then undone by the receiver with its own key and observer, reassembled and checked.
///
/// Packet layout before protection: kind (1) ‖ SSRC (4, the sender's uid) ‖ sequence (8) ‖ index (2) ‖ count (2) ‖
/// chunk, all little-endian.
enum SimMediaTransport {
    static let maxChunk = 1000
    static let headerLength = 17

    /// One side's protection: built-in encryption and/or a packet observer.
    struct Side {
        var encryption: SimEncryptionKey?
        var observer: (any AgoraPacketObserver)?

        var isActive: Bool { encryption != nil || observer != nil }
    }

    enum Outcome: Equatable {
        case delivered([UInt8])
        /// A packet did not authenticate under the receiver's key (built-in encryption).
        case decryptionFailed
        /// The packets arrived but do not make a valid payload (e.g. another packet transform), or an observer
        /// dropped one.
        case undecodable
    }

    static func transmit(_ payload: [UInt8], kind: SimMediaCodec.Kind, ssrc: UInt32, sequence: inout UInt64,
                         sender: Side, receiver: Side) -> Outcome {
        let count = max(1, (payload.count + maxChunk - 1) / maxChunk)
        var chunks: [[UInt8]] = []
        for index in 0..<count {
            let chunk = Array(payload[min(payload.count, index * maxChunk)..<min(payload.count, (index + 1) * maxChunk)])
            sequence &+= 1
            guard let packet = send(chunk, kind: kind, ssrc: ssrc, sequence: sequence, index: index, count: count,
                                    side: sender) else { return .undecodable }
            switch receive(packet, kind: kind, side: receiver) {
            case .delivered(let bytes): chunks.append(bytes)
            case let failure: return failure
            }
        }
        return .delivered(chunks.flatMap { $0 })
    }

    static func header(kind: SimMediaCodec.Kind, ssrc: UInt32, sequence: UInt64, index: Int, count: Int) -> [UInt8] {
        var header = [kind.rawValue]
        SimMediaCodec.append(ssrc, to: &header)
        SimMediaCodec.append(sequence, to: &header)
        header += [UInt8(index & 0xFF), UInt8(index >> 8 & 0xFF), UInt8(count & 0xFF), UInt8(count >> 8 & 0xFF)]
        return header
    }

    static func nonce(ssrc: UInt32, sequence: UInt64) -> [UInt8] {
        var nonce: [UInt8] = []
        SimMediaCodec.append(ssrc, to: &nonce)
        SimMediaCodec.append(sequence, to: &nonce)
        return nonce
    }

    private static func send(_ chunk: [UInt8], kind: SimMediaCodec.Kind, ssrc: UInt32, sequence: UInt64, index: Int,
                             count: Int, side: Side) -> [UInt8]? {
        let head = header(kind: kind, ssrc: ssrc, sequence: sequence, index: index, count: count)
        var body = chunk
        if let encryption = side.encryption {
            guard let sealed = encryption.seal(chunk, nonce: nonce(ssrc: ssrc, sequence: sequence), aad: head) else {
                return nil
            }
            body = sealed
        }
        var packet = AgoraPacket(buffer: head + body)
        if let observer = side.observer {
            let keep = kind == .video ? observer.onSendVideoPacket(&packet) : observer.onSendAudioPacket(&packet)
            guard keep else { return nil }
        }
        return packet.buffer
    }

    private static func receive(_ bytes: [UInt8], kind: SimMediaCodec.Kind, side: Side) -> Outcome {
        var packet = AgoraPacket(buffer: bytes)
        if let observer = side.observer {
            let keep = kind == .video ? observer.onReceiveVideoPacket(&packet) : observer.onReceiveAudioPacket(&packet)
            guard keep else { return .undecodable }
        }
        let buffer = packet.buffer
        guard buffer.count >= headerLength, buffer[0] == kind.rawValue else { return .undecodable }
        let head = Array(buffer[0..<headerLength])
        var body = Array(buffer[headerLength...])
        if let encryption = side.encryption {
            var reader = SimMediaCodec.Reader(bytes: head, offset: 1)
            let ssrc = reader.u32(), sequence = reader.u64()
            switch encryption.open(body, nonce: nonce(ssrc: ssrc, sequence: sequence), aad: head) {
            case .plaintext(let plain): body = plain
            case .authenticationFailed: return .decryptionFailed
            case .failed: return .undecodable
            }
        }
        return .delivered(body)
    }
}
