/// Which connections send a media player's tracks (`publishMediaPlayerVideoTrack` / `AudioTrack` with
/// `publishMediaPlayerId`). A track is published while the player exists; it carries media only while it plays.
extension SimEngineState {
    /// The player a connection's options name, when it still exists.
    func publishedPlayer(_ link: SimLinkIndex) -> SimPlayer? {
        guard let id = self[link].session?.publication.playerId, let key = Int32(exactly: id) else { return nil }
        return players[key]
    }

    /// The connection publishes the player's video track (joined as a host, the player alive).
    func publishesPlayerVideoTrack(_ link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined, session.publishes(.playerVideo) else { return false }
        return effectiveRole(link) == .broadcaster && video.enabled && publishedPlayer(link) != nil
    }

    /// `publishesPlayerVideoTrack` of every connection, the main one first.
    var playerVideoPublication: [Bool] { linkIndices.map { publishesPlayerVideoTrack($0) } }

    /// The player's pictures go out on this connection now: its track is published and the player plays.
    func sendsPlayerVideo(_ link: SimLinkIndex) -> Bool {
        publishesPlayerVideoTrack(link) && publishedPlayer(link)?.state == .playing
    }

    /// The player's sound goes out on this connection now.
    func sendsPlayerAudio(_ link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined, session.publishes(.playerAudio) else { return false }
        return effectiveRole(link) == .broadcaster && localAudio.enabled && publishedPlayer(link)?.state == .playing
    }

    /// Some connection sends player `id`'s pictures.
    func anyLinkSendsPlayerVideo(_ id: Int32) -> Bool {
        linkIndices.contains { sendsPlayerVideo($0) && publishedPlayer($0)?.id == id }
    }

    /// `options` ask to publish a player's track (now, or together with what the connection already asks for) and
    /// name no live player: the SDK's -2 for invalid media options.
    func refusesPlayerOptions(_ options: AgoraRtcChannelMediaOptions, on link: SimLinkIndex?) -> Bool {
        let session = link.flatMap { self[$0].session }
        let video = options.publishMediaPlayerVideoTrack ?? session?.publishes(.playerVideo) ?? false
        let audio = options.publishMediaPlayerAudioTrack ?? session?.publishes(.playerAudio) ?? false
        guard video || audio else { return false }
        let id = options.publishMediaPlayerId ?? session?.publication.playerId ?? 0
        guard let key = Int32(exactly: id) else { return true }
        return players[key] == nil
    }
}
