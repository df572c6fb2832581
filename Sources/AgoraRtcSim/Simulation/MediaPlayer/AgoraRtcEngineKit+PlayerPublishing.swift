// A media player's video track as each connection publishes it: `didVideoPublishStateChange` (sourceType
// .mediaPlayer) to that connection's delegate when the track starts being published (NO_PUBLISHED → PUBLISHING →
// PUBLISHED) and when it stops (→ NO_PUBLISHED) in the channel: an update of the options, the role, the player destroyed.
extension AgoraRtcEngineKit {
    /// `published`: whether each connection, in order, publishes a player's video track now
    /// (`SimEngineState.playerVideoPublication`). Only the connections change: each records a change and tells it.
    func reconcilePlayerPublishing(_ links: inout [SimLink], published: [Bool]) {
        for (position, published) in zip(links.indices, published) {
            guard let session = links[position].session else { continue }
            guard published != session.playerVideoPublished else { continue }
            let channel = session.channelId
            let elapsed = Int32(Self.ms(now - (session.playerVideoPublishChangedAt ?? session.joinCalledAt)))
            links[position].session?.playerVideoPublished = published
            links[position].session?.playerVideoPublishChangedAt = now
            let steps: [(AgoraStreamPublishState, AgoraStreamPublishState, Int32)] = published
                ? [(.noPublished, .publishing, elapsed), (.publishing, .published, 0)]
                : [(.published, .noPublished, elapsed)]
            post(steps.map { old, new, elapsed in
                .delegate("rtcEngine(_:didVideoPublishStateChange:sourceType:oldState:newState:elapseSinceLastState:)",
                          "channelId: \(SimTraceText.quoted(channel)), sourceType: .mediaPlayer, oldState: .\(old), "
                          + "newState: .\(new), elapseSinceLastState: \(elapsed)") {
                    $1.rtcEngine($0, didVideoPublishStateChange: channel, sourceType: .mediaPlayer, oldState: old,
                                 newState: new, elapseSinceLastState: elapsed)
                }
            }, to: links[position].route)
        }
    }
}
