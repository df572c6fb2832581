import AgoraRtcSim
import Foundation

// How the shared callbacks update what the screen shows. Called from the delegate methods in BaseSession.swift
// (on the engine's queue); each hops to the main actor.
extension BaseSession {
    nonisolated func feedJoined(channel: String, uid: UInt) {
        onMain {
            self.status.isJoined = true
            self.status.channel = channel
            self.status.localUid = uid
            if let index = self.tiles.firstIndex(where: \.isLocal) { self.tiles[index].uid = uid }
            self.changed()
        }
    }

    nonisolated func feedLeft() {
        onMain {
            self.status.isJoined = false
            self.changed()
        }
    }

    nonisolated func feedConnection(_ state: AgoraConnectionState, _ reason: AgoraConnectionChangedReason) {
        onMain {
            self.status.connectionState = state
            self.status.connectionReason = reason
            self.changed()
        }
    }

    nonisolated func feedError(_ code: AgoraErrorCode) {
        onMain {
            self.note("log.engineError", [String(code.rawValue), ErrorDescription.key(for: code)], kind: .error)
            self.show(SessionNotice("alert.engineError", [String(code.rawValue), ErrorDescription.key(for: code)], severity: .error))
        }
    }

    nonisolated func feed(_ stats: AgoraChannelStats) {
        let delay = Int(stats.lastmileDelay), app = Double(stats.cpuAppUsage), total = Double(stats.cpuTotalUsage)
        let duration = Int(stats.duration), users = Int(stats.userCount)
        onMain {
            self.status.duration = duration
            self.status.userCount = users
            self.updateTile(uid: 0) { tile in
                tile.stats.lastmileDelay = delay
                tile.stats.cpuApp = app
                tile.stats.cpuTotal = total
            }
        }
    }

    nonisolated func feed(_ stats: AgoraRtcLocalVideoStats) {
        let width = Int(stats.encodedFrameWidth), height = Int(stats.encodedFrameHeight)
        let fps = Int(stats.sentFrameRate), bitrate = Int(stats.sentBitrate), loss = Int(stats.txPacketLossRate)
        onMain {
            self.updateTile(uid: 0) { tile in
                tile.stats.width = width
                tile.stats.height = height
                tile.stats.frameRate = fps
                tile.stats.videoBitrate = bitrate
                tile.stats.videoLoss = loss
                tile.stats.hasVideoStats = true
            }
        }
    }

    nonisolated func feed(_ stats: AgoraRtcLocalAudioStats) {
        let bitrate = Int(stats.sentBitrate), loss = Int(stats.txPacketLossRate)
        onMain {
            self.updateTile(uid: 0) { tile in
                tile.stats.audioBitrate = bitrate
                tile.stats.audioLoss = loss
                tile.stats.hasAudioStats = true
            }
        }
    }

    /// `channel` names the channel of a joinChannelEx connection the stats came from (nil: any tile of that uid).
    nonisolated func feed(_ stats: AgoraRtcRemoteVideoStats, channel: String? = nil) {
        let uid = stats.uid, width = Int(stats.width), height = Int(stats.height)
        let fps = Int(stats.rendererOutputFrameRate), bitrate = Int(stats.receivedBitrate)
        let loss = Int(stats.packetLossRate), delay = Int(stats.delay)
        onMain {
            self.updateTile(uid: uid, channel: channel) { tile in
                tile.stats.width = width
                tile.stats.height = height
                tile.stats.frameRate = fps
                tile.stats.videoBitrate = bitrate
                tile.stats.videoLoss = loss
                tile.stats.delay = delay
                tile.stats.hasVideoStats = true
            }
        }
    }

    nonisolated func feed(_ stats: AgoraRtcRemoteAudioStats, channel: String? = nil) {
        let uid = stats.uid, bitrate = Int(stats.receivedBitrate), loss = Int(stats.audioLossRate)
        let quality = Int(stats.quality.rawValue)
        onMain {
            self.updateTile(uid: uid, channel: channel) { tile in
                tile.stats.audioBitrate = bitrate
                tile.stats.audioLoss = loss
                tile.stats.audioQuality = quality
                tile.stats.hasAudioStats = true
            }
        }
    }

    nonisolated func feedVolumes(_ speakers: [AgoraRtcAudioVolumeInfo]) {
        let levels = speakers.map { ($0.uid, Int($0.volume)) }
        onMain {
            for (uid, volume) in levels {
                self.updateTile(uid: uid) { $0.volume = volume }
            }
        }
    }

    nonisolated func feedRole(_ role: AgoraClientRole) {
        onMain {
            self.status.role = role
            self.changed()
        }
    }

    nonisolated func feedFirstFrame(uid: UInt, elapsed: Int, channel: String? = nil) {
        onMain { self.updateTile(uid: uid, channel: channel) { $0.stats.firstFrameTime = elapsed } }
    }

    nonisolated func feedTracing(uid: UInt, _ info: AgoraVideoRenderingTracingInfo) {
        let elapsed = Int(info.elapsedTime), join2Success = Int(info.join2JoinSuccess)
        onMain {
            self.updateTile(uid: uid) { tile in
                tile.stats.firstFrameTime = elapsed
                tile.stats.join2Success = join2Success
            }
        }
    }
}
