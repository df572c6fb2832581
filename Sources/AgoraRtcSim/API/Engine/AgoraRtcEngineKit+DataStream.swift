import Foundation

// Data streams: small messages (up to 1 KB) to everyone in the channel, on up to 5 streams per engine lifetime.
extension AgoraRtcEngineKit {
    /// Creates a data stream and writes its id into `streamId` (the SDK's out-parameter; Swift code passes
    /// `&streamId`). It can be called before or after joining; the stream lives until the channel is left. The
    /// sixth stream of the engine's lifetime fails with -116 (ERR_TOO_MANY_DATA_STREAMS).
    @discardableResult
    public func createDataStream(_ streamId: inout Int, config: AgoraDataStreamConfig) -> Int32 {
        let detail = "config: {syncWithAudio: \(config.syncWithAudio), ordered: \(config.ordered)}"
        var created: Int?
        let code = api("createDataStream(_:config:)", detail) { s in
            guard s.dataStreams.createdCount < SimDataStreamLimits.streamsPerEngine else {
                return AgoraErrorCode.tooManyDataStreams.returnCode
            }
            s.dataStreams.createdCount += 1
            let id = s.dataStreams.createdCount
            s.dataStreams.streams[id] = SimDataStream(id: id, config: config)
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
    public func sendStreamMessage(_ streamId: Int, data: Data) -> Int32 {
        api("sendStreamMessage(_:data:)", "streamId: \(streamId), data: \(data.count) bytes") { s in
            guard s[.main].isJoined else { return AgoraErrorCode.notInChannel.returnCode }
            guard s.effectiveRole(.main) == .broadcaster else { return AgoraErrorCode.refused.returnCode }
            guard s.dataStreams.streams[streamId] != nil, !data.isEmpty else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            guard data.count <= SimDataStreamLimits.maxPacketBytes else { return AgoraErrorCode.sizeTooLarge.returnCode }
            let time = now
            s.dataStreams.expire(before: time - SimDataStreamLimits.rateWindow)
            let packets = s.dataStreams.streams[streamId]?.recentSends.count ?? 0
            let bytes = s.dataStreams.recentBytes.reduce(0) { $0 + $1.bytes }
            guard packets < SimDataStreamLimits.packetsPerSecondPerStream,
                  bytes + data.count <= SimDataStreamLimits.bytesPerSecondPerClient else {
                return AgoraErrorCode.bitrateLimit.returnCode
            }
            s.dataStreams.streams[streamId]?.recentSends.append(time)
            s.dataStreams.streams[streamId]?.sentCount += 1
            s.dataStreams.recentBytes.append((time, data.count))
            peersReceive(&s, String(decoding: data, as: UTF8.self))
            sendCloudStreamMessage(&s, streamId: streamId, data: data)
            return 0
        }
    }
}
