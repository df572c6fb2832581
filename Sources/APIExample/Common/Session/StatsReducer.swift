import AgoraRtcSim

/// The engine's reports, as the tiles' stats overlays and the status line show them (the original's
/// StatisticsInfo; here the local tile's figures are fed too).
enum StatsReducer {
    static func reduce(_ state: inout SessionState, _ event: SessionEvent) {
        switch event {
        case .channelStats(let stats):
            state.status.duration = Int(stats.duration)
            state.status.userCount = Int(stats.userCount)
            update(&state, uid: 0) { tile in
                tile.stats.lastmileDelay = Int(stats.lastmileDelay)
                tile.stats.cpuApp = Double(stats.cpuAppUsage)
                tile.stats.cpuTotal = Double(stats.cpuTotalUsage)
            }
        case .localVideoStats(let stats):
            update(&state, uid: 0) { tile in
                tile.stats.width = Int(stats.encodedFrameWidth)
                tile.stats.height = Int(stats.encodedFrameHeight)
                tile.stats.frameRate = Int(stats.sentFrameRate)
                tile.stats.videoBitrate = Int(stats.sentBitrate)
                tile.stats.videoLoss = Int(stats.txPacketLossRate)
                tile.stats.hasVideoStats = true
            }
        case .localAudioStats(let stats):
            update(&state, uid: 0) { tile in
                tile.stats.audioBitrate = Int(stats.sentBitrate)
                tile.stats.audioLoss = Int(stats.txPacketLossRate)
                tile.stats.hasAudioStats = true
            }
        case .remoteVideoStats(let stats, let channel):
            update(&state, uid: stats.uid, channel: channel) { tile in
                tile.stats.width = Int(stats.width)
                tile.stats.height = Int(stats.height)
                tile.stats.frameRate = Int(stats.rendererOutputFrameRate)
                tile.stats.videoBitrate = Int(stats.receivedBitrate)
                tile.stats.videoLoss = Int(stats.packetLossRate)
                tile.stats.delay = Int(stats.delay)
                tile.stats.hasVideoStats = true
            }
        case .remoteAudioStats(let stats, let channel):
            update(&state, uid: stats.uid, channel: channel) { tile in
                tile.stats.audioBitrate = Int(stats.receivedBitrate)
                tile.stats.audioLoss = Int(stats.audioLossRate)
                tile.stats.audioQuality = Int(stats.quality.rawValue)
                tile.stats.hasAudioStats = true
            }
        case .volumes(let speakers):
            for speaker in speakers {
                // A meter the case feeds itself (pulled PCM, raw frames) is not the volume report's to move.
                update(&state, uid: speaker.uid) { tile in
                    if tile.meterLabelKey == nil { tile.volume = Int(speaker.volume) }
                }
            }
        case .firstFrame(let uid, let elapsed, let channel):
            update(&state, uid: uid, channel: channel) { $0.stats.firstFrameTime = elapsed }
        case .renderingTraced(let uid, let info):
            update(&state, uid: uid) { tile in
                tile.stats.firstFrameTime = Int(info.elapsedTime)
                tile.stats.join2Success = Int(info.join2JoinSuccess)
            }
        case .userInfo(let uid, let account):
            update(&state, uid: uid) { $0.account = account }
        default:
            break
        }
    }

    /// The local tile for uid 0 or the local uid; else the remote tile of `uid` (in `channel`, when given).
    static func update(_ state: inout SessionState, uid: UInt, channel: String? = nil, _ change: (inout VideoTile) -> Void) {
        let isLocal = uid == 0 || uid == state.status.localUid
        guard let index = state.tiles.firstIndex(where: {
            isLocal ? $0.isLocal : (!$0.isLocal && $0.uid == uid && (channel == nil || $0.channel == channel))
        }) else { return }
        change(&state.tiles[index])
    }
}
