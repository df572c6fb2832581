// The SDK's media players (`AgoraRtcMediaPlayerProtocol`): each opens a real file through the media layer (FFmpeg,
// loaded by the first open) and plays it on the engine's clock. See Simulation/MediaPlayer.
extension AgoraRtcEngineKit {
    /// Seconds between `AgoraRtcMediaPlayer(_:didChangedTo:atTimestamp:)` reports while playing (the 4.6 header's
    /// cadence; the iOS header's comment still says one second).
    public static let mediaPlayerPositionInterval = 2.0

    /// A new player reporting to `delegate` (weakly held); nil once the engine is destroyed. Ids count up from 1.
    public func createMediaPlayer(with delegate: (any AgoraRtcMediaPlayerDelegate)?, file: StaticString = #filePath, line: UInt = #line) -> (any AgoraRtcMediaPlayerProtocol)? {
        var created: SimMediaPlayer?
        _ = api("createMediaPlayer(with:)", delegate == nil ? "nil" : "<delegate>", at: AgoraSimCallSite(file: file, line: line)) { s in
            created = s.players.create(engine: self, delegate: delegate)
            return 0
        }
        return created
    }

    /// Releases `mediaPlayer`: what it plays stops at once (a blocked open is abandoned) and its delegate hears
    /// nothing more. -2 for nil, another engine's player or one already destroyed.
    @discardableResult
    public func destroyMediaPlayer(_ mediaPlayer: (any AgoraRtcMediaPlayerProtocol)?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let id = mediaPlayer?.getMediaPlayerId()
        return api("destroyMediaPlayer(_:)", id.map { "player: \($0)" } ?? "nil", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let player = mediaPlayer as? SimMediaPlayer, player.engine === self,
                  var kept = s.players.remove(player) else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            kept.closeMedia()
            player.delegate = nil
            player.videoFrameDelegate = nil
            // Connections that published its tracks publish nothing of it any more.
            reconcilePlayerPublishing(&s.links, published: s.playerVideoPublication)
            reconcilePeers(&s)
            playerSoundChanged(&s)
            return 0
        }
    }
}
