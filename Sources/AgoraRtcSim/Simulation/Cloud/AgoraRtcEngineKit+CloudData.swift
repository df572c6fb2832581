import Foundation

// Data streams and metadata between instances (issue 18). What `sendStreamMessage` accepted (after the SDK's
// limits, checked by the sender) crosses numbered per stream; the receiver delivers it through
// `receiveStreamMessageFromUid`, holds an ordered stream's later packets behind a gap until it has waited 5 s, and then
// reports the loss (error 117) as it does for the simulated peers (`SimPeerStream`). Video metadata rides with the
// video the user sends and reaches the metadata delegate of those who receive that video; audio metadata reaches
// `audioMetadataReceived` of those on the audio4 pipeline who subscribe to audio. Both are the main connection's
// only, as data streams and metadata are everywhere in the engine.
extension AgoraRtcEngineKit {
    /// A data-stream packet `sendStreamMessage` accepted on stream `streamId`, to the other instances.
    func sendCloudStreamMessage(_ s: borrowing SimEngineState, streamId: Int, data: Data) {
        guard s[.main].cloud.isMember, let session = s[.main].session, let stream = s.services.dataStreams.streams[streamId]
        else { return }
        let packet = AgoraSimPeerStreamMessage(uid: UInt32(truncatingIfNeeded: session.uid), streamId: UInt16(clamping: streamId),
                                               sequence: UInt32(truncatingIfNeeded: stream.sentCount),
                                               ordered: stream.config.ordered, syncWithAudio: stream.config.syncWithAudio,
                                               data: Array(data))
        sendCloudMedia(s[.main], .streamMessage(packet), encryption: cloudEncryption(s, .main))
    }

    /// Metadata the local user sent with its video (its frame's capture time) or audio, to the other instances.
    func sendCloudMetadata(_ s: borrowing SimEngineState, _ kind: AgoraSimPeerMetadata.Kind, _ bytes: [UInt8], timestampMs: Int) {
        guard s.alive, s[.main].isJoined, s[.main].cloud.isMember, let session = s[.main].session,
              bytes.count <= kind.maxBytes else { return }
        sendCloudMedia(s[.main], .metadata(AgoraSimPeerMetadata(uid: UInt32(truncatingIfNeeded: session.uid), kind: kind,
                                                                timestampMs: UInt64(max(0, timestampMs)), bytes: bytes)),
                       encryption: cloudEncryption(s, .main))
    }

    /// A data-stream packet from another instance's user, on the main connection (`streams` its data streams).
    func cloudStreamMessageArrived(_ main: inout SimLink, _ streams: inout SimDataStreams,
                                   _ packet: AgoraSimPeerStreamMessage) -> [SimCallback] {
        guard let index = main.cloudPeerIndex(UInt(packet.uid)), main.session?.inOutage == false else { return [] }
        main.remotes[index].cloud?.lastHeardAt = now
        let key = SimCloudStreamKey(uid: UInt(packet.uid), streamId: Int(packet.streamId))
        var stream = streams.cloudStreams[key] ?? SimPeerStream()
        defer { streams.cloudStreams[key] = stream }
        stream.recentArrivals.removeAll { $0 <= now - SimDataStreamLimits.rateWindow }
        // More than a sender may send (60 a second) is not taken, and held packets stay within 5 s of that.
        guard stream.recentArrivals.count < SimDataStreamLimits.packetsPerSecondPerStream,
              stream.held.count < SimDataStreamLimits.packetsPerSecondPerStream * Int(SimDataStreamLimits.deliveryWindow)
        else { return [] }
        stream.recentArrivals.append(now)
        if let expected = stream.nextSequence {
            // A repeat, or one whose place has passed.
            guard packet.sequence >= expected else { return [] }
            if packet.sequence > expected {
                stream.missed += Int(packet.sequence - expected)
                if stream.gapSince == nil {
                    stream.gapSince = now
                    scheduleCloudStreamGap(main.sessionScope.token, key, since: now)
                }
            }
        }
        stream.nextSequence = packet.sequence &+ 1
        let data = Data(packet.data)
        if packet.ordered && stream.gapSince != nil {
            stream.held.append(data)
            return []
        }
        return [receiveCallback(key.uid, streamId: key.streamId, data)]
    }

    private func scheduleCloudStreamGap(_ sessionToken: SimScope.Token, _ key: SimCloudStreamKey, since: Double) {
        inSession(sessionToken, after: SimDataStreamLimits.deliveryWindow) { engine, s, _ in
            guard let stream = s.services.dataStreams.cloudStreams[key], stream.gapSince == since else { return [] }
            s.services.dataStreams.cloudStreams[key] = SimPeerStream(nextSequence: stream.nextSequence, recentArrivals: stream.recentArrivals)
            return engine.streamGapCallbacks(key.uid, streamId: key.streamId, stream)
        }
    }

    /// Metadata from another instance's user, on the main connection; `observed`: the app set a metadata delegate.
    func cloudMetadataArrived(_ main: inout SimLink, _ metadata: AgoraSimPeerMetadata, observed: Bool,
                              usesAudio4: Bool) -> [SimCallback] {
        guard let index = main.cloudPeerIndex(UInt(metadata.uid)), let session = main.session, !session.inOutage else { return [] }
        main.remotes[index].cloud?.lastHeardAt = now
        let user = main.remotes[index], data = Data(metadata.bytes)
        switch metadata.kind {
        case .video:
            // It rides on video: only from a host whose video this user receives.
            guard observed, user.publishesVideo, !user.mediaUndecodable, !main.mutedRemoteVideo.contains(user.uid) else { return [] }
            return [metadataCallback(data, uid: Int(user.uid), timestamp: TimeInterval(metadata.timestampMs),
                                     text: String(decoding: data, as: UTF8.self))]
        case .audio:
            guard usesAudio4, user.isHost, session.autoSubscribeAudio else { return [] }
            let uid = user.uid
            return [.delegate("rtcEngine(_:audioMetadataReceived:metadata:)", "uid: \(uid), metadata: <\(data.count) bytes>") {
                $1.rtcEngine($0, audioMetadataReceived: uid, metadata: data)
            }]
        }
    }
}
