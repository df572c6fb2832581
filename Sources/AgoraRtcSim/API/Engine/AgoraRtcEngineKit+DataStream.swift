import Foundation

// Data streams: small messages (up to 1 KB) to everyone in the channel, on up to 5 streams per engine lifetime.
extension AgoraRtcEngineKit {
    /// Creates a data stream and writes its id into `streamId` (the SDK's out-parameter; Swift code passes
    /// `&streamId`). It can be called before or after joining; the stream lives until the channel is left. The
    /// sixth stream of the engine's lifetime fails with -116 (ERR_TOO_MANY_DATA_STREAMS).
    @discardableResult
    public func createDataStream(_ streamId: inout Int, config: AgoraDataStreamConfig, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "config: {syncWithAudio: \(config.syncWithAudio), ordered: \(config.ordered)}"
        var created: Int?
        let code = api("createDataStream(_:config:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let id = s.services.dataStreams.create(config) else { return AgoraErrorCode.tooManyDataStreams.returnCode }
            created = id
            return 0
        }
        if let created { streamId = created }
        return code
    }

    /// Sends one message on a stream. In the SDK's order of checks: -113 when not in a channel, -5 for an audience
    /// member in live broadcasting (only hosts send), -2 for a stream this channel does not have (never created, or
    /// destroyed by leaving) or empty data, -114 over 1 KB, -115 over 60 packets in a second on the stream or
    /// 30 KB in a second over all the client's streams. Simulated peers receive what is sent (see
    /// `AgoraSimulationSettings.peerDataStreams`), and so do other instances' users in the channel.
    @discardableResult
    public func sendStreamMessage(_ streamId: Int, data: Data, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("sendStreamMessage(_:data:)", "streamId: \(streamId), data: \(data.count) bytes", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s[.main].isJoined else { return AgoraErrorCode.notInChannel.returnCode }
            guard s.effectiveRole(.main) == .broadcaster else { return AgoraErrorCode.refused.returnCode }
            if let refusal = s.services.dataStreams.send(on: streamId, bytes: data.count, at: now) {
                return refusal.returnCode
            }
            peersReceive(String(decoding: data, as: UTF8.self), session: s[.main].sessionScope.token, &s.services.dataStreams)
            sendCloudStreamMessage(s, streamId: streamId, data: data)
            return 0
        }
    }
}
