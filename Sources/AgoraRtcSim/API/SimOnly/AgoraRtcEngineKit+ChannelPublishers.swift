extension AgoraRtcEngineKit {
    /// Sim-only view (no SDK counterpart): this engine's users as the simulated remote users in `channelId` see
    /// them: every connection joined there as a host (one uid each), whether it sends video (camera, second camera,
    /// custom track or player) and audio. In uid order.
    public func simPublishers(inChannel channelId: String) -> [(uid: UInt, video: Bool, audio: Bool)] {
        lock.locked {
            let s = state
            return s.linkIndices.compactMap { link -> (uid: UInt, video: Bool, audio: Bool)? in
                guard let session = s[link].session, s[link].isJoined, session.channelId == channelId,
                      s.effectiveRole(link) == .broadcaster else { return nil }
                let video = s.publishesVideo(link) || s.publishesSecondaryCamera(link) || s.publishesCustomVideo(link)
                    || s.publishesPlayerVideoTrack(link) || s.publishedVideoTrack(link) != nil
                return (session.uid, video, s.publishesAudio(link))
            }.sorted { $0.uid < $1.uid }
        }
    }
}
