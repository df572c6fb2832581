import Foundation

// Video metadata (SEI) on its way: the local data source asked with every frame sent, the simulated remote hosts'
// payloads delivered to the metadata delegate.
extension AgoraRtcEngineKit {
    /// Called for each video frame the local user sends, outside the lock (the data source is app code):
    /// asks the source's maximum, then its payload, and sends it with the frame unless it is too large.
    func sendMetadata(from source: any AgoraMediaMetadataDataSource, timestampMs: Int) {
        let declared = source.metadataMaxSize()
        let maxSize = SimMetadataTimeline.effectiveMaxSize(declared)
        let changed = lock.locked { () -> Bool in
            state.services.metadata.noteDeclaredMaxSize(declared) && state.alive
        }
        if changed {
            trace(.callback, "metadataMaxSize()", "→ \(declared)" + (declared == maxSize ? "" : " (the engine uses \(maxSize))"))
        }
        let timestamp = TimeInterval(timestampMs)
        guard let data = source.readyToSendMetadata(atTimestamp: timestamp, sourceType: .camera), isAlive else { return }
        let name = "readyToSendMetadata(atTimestamp:sourceType:)"
        let call = "timestamp: \(timestampMs), sourceType: .camera → \(data.count) bytes"
        // The SDK cannot put more than the declared maximum into a frame; the payload is dropped, not cut.
        if data.count > maxSize {
            trace(.callback, name, call + ", over metadataMaxSize \(maxSize): discarded")
        } else {
            trace(.callback, name, call + ": sent with this frame")
            lock.locked { sendCloudMetadata(state, .video, Array(data), timestampMs: timestampMs) }
        }
    }

    /// (Re)starts the simulated remote hosts' metadata while a delegate is set and the user is in the main
    /// connection's channel (the only one it is modelled for).
    func startRemoteMetadata(_ metadata: inout SimMetadata, main: SimLink) {
        guard let loop = metadata.restartRemoteLoop(mainJoined: main.isJoined) else { return }
        scheduleRemoteMetadata(main.sessionScope.token, loop: loop)
    }

    private func scheduleRemoteMetadata(_ sessionToken: SimScope.Token, loop: SimScope.Token) {
        inSession(sessionToken, after: SimMetadataTimeline.remotePeriod) { engine, s, link in
            guard s.services.metadata.remoteLoopRuns(loop) else { return [] }
            engine.scheduleRemoteMetadata(sessionToken, loop: loop)
            // Metadata rides on video: only hosts whose video this user is decoding can be heard from.
            let senders = s[link].remotes.filter { s.isVisible($0) && $0.videoState == .decoding && !$0.isPeer }
            guard s[link].isJoined, s[link].session?.inOutage == false, !senders.isEmpty else { return [] }
            let count = s.services.metadata.nextRemotePayload()
            let uid = Int(senders[(count - 1) % senders.count].uid)
            let text = SimMetadataTimeline.remotePayload(count)
            let data = Data(text.utf8)
            // The sender stamped it with its capture time, one video delay before it arrived here.
            let timestamp = TimeInterval(engine.nowMs - engine.network.videoDelay(&s.rng))
            return [engine.metadataCallback(data, uid: uid, timestamp: timestamp, text: text)]
        }
    }

    func metadataCallback(_ data: Data, uid: Int, timestamp: TimeInterval, text: String) -> SimCallback {
        SimCallback(name: "receiveMetadata(_:fromUser:atTimestamp:)",
                    detail: "\(data.count) bytes \(SimTraceText.quoted(text)), fromUser: \(uid), atTimestamp: \(Int(timestamp))",
                    isPeriodic: false) { engine, _ in
            // Looked up at delivery: the app may have removed its delegate since.
            let delegate = engine.lock.locked { engine.state.services.metadata.delegate }
            delegate?.receiveMetadata(data, fromUser: uid, atTimestamp: timestamp)
        }
    }
}
