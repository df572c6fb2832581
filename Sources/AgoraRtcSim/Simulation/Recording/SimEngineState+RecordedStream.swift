extension SimEngineState {
    /// The stream a recorder for `info` records, as it is now on `link`: the local user's (the encoder's pictures,
    /// the microphone at the recording volume) or a remote user's as received.
    func recordedStream(_ link: SimLinkIndex, _ info: AgoraRecorderStreamInfo) -> SimRecordedStream {
        let session = self[link].session
        let local = Self.isLocalStream(info, session)
        let available = streamAvailability(link, info, local: local)
        return SimRecordedStream(hasVideo: available.video, hasAudio: available.audio,
                                 picture: recordedPicture(link, info, local: local),
                                 pictureUid: local ? (session?.uid ?? 0) : info.uid,
                                 voice: UInt64(local ? (session?.uid ?? info.uid) : info.uid),
                                 voiceGain: local ? Double(localAudio.recordingVolume) / 100 : 1,
                                 audioFormat: SimAudioProfileInfo(profile: localAudio.profile, channelProfile: channelProfile))
    }

    /// The preview, uid 0 and the local user's own uid are the local user's stream.
    static func isLocalStream(_ info: AgoraRecorderStreamInfo, _ session: SimSession?) -> Bool {
        info.type == .preview || info.uid == 0 || info.uid == session?.uid
    }

    /// The declared size and frame rate of `info`'s pictures: the local encoder's, or the remote user's stream.
    private func recordedPicture(_ link: SimLinkIndex, _ info: AgoraRecorderStreamInfo, local: Bool) -> SimRecordedStream.Picture {
        if !local, let index = self[link].remoteIndex(info.uid) {
            let stream = receivedVideo(link, self[link].remotes[index])
            return .init(fps: stream.fps, width: stream.width, height: stream.height)
        }
        let size = video.encoder.encodedSize
        return .init(fps: video.encoder.frameRate.rawValue, width: size.width, height: size.height)
    }

    /// What of `info`'s stream there is to record right now on `link`.
    private func streamAvailability(_ link: SimLinkIndex, _ info: AgoraRecorderStreamInfo, local: Bool) -> (video: Bool, audio: Bool) {
        if info.type == .preview {
            return (capturesVideo, localAudio.enabled)
        }
        guard let session = self[link].session, self[link].isJoined, session.channelId == info.channelId, !session.inOutage else {
            return (false, false)
        }
        if local {
            return (self.video.camera.state != .stopped, localAudio.state != .stopped)
        }
        guard let index = self[link].remoteIndex(info.uid), isVisible(self[link].remotes[index]),
              !self[link].remotes[index].mediaUndecodable else { return (false, false) }
        let user = self[link].remotes[index]
        let video = self.video.enabled && session.autoSubscribeVideo && user.videoState == .decoding
        let audio = localAudio.enabled && session.autoSubscribeAudio && user.publishesAudio
        return (video, audio)
    }
}
