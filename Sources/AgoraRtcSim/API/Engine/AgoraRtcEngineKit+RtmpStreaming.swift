import Foundation

// Media Push (RTMP/RTMPS to a CDN): the calls. The pushes themselves are `SimMediaPush`.
extension AgoraRtcEngineKit {
    /// Pushes the host's own audio and video to `url` as they are. Returns -2 for a URL that breaks the rules
    /// (see `SimRtmpUrlRules`), -8 when not in a channel (the SDK documents no code for that; this is the
    /// simulation's), -19 when the URL is already being pushed. Everything else is reported through
    /// `rtcEngine(_:rtmpStreamingChangedToState:state:reason:)`.
    @discardableResult
    public func startRtmpStreamWithoutTranscoding(_ url: String, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("startRtmpStreamWithoutTranscoding(_:)", SimTraceText.quoted(url), at: AgoraSimCallSite(file: file, line: line)) { s in
            let outcome = s.mediaPush.start(url: url, transcoding: nil, mainJoined: s[.main].isJoined,
                                            isLiveHost: isLiveHost(s), encrypted: s.protection.isEncrypting, now: now,
                                            session: s[.main].sessionScope.token, rng: &s.rng)
            post(mediaPush(outcome), to: .main)
            return outcome.code
        }
    }

    /// Pushes a mixed picture composed by `transcoding` to `url`. Same codes as the call without transcoding, plus
    /// -2 for a missing or invalid layout.
    @discardableResult
    public func startRtmpStream(withTranscoding url: String, transcoding: AgoraLiveTranscoding?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = SimTraceText.quoted(url) + ", transcoding: " + (transcoding?.traceText ?? "nil")
        return api("startRtmpStream(withTranscoding:transcoding:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let transcoding else { return AgoraErrorCode.invalidArgument.returnCode }
            let outcome = s.mediaPush.start(url: url, transcoding: transcoding, mainJoined: s[.main].isJoined,
                                            isLiveHost: isLiveHost(s), encrypted: s.protection.isEncrypting, now: now,
                                            session: s[.main].sessionScope.token, rng: &s.rng)
            post(mediaPush(outcome), to: .main)
            return outcome.code
        }
    }

    /// Changes the layout of every transcoded push; `rtcEngineTranscodingUpdated` follows. When only pushes without
    /// transcoding exist, each reports (its state, transcodingNoMixStream); with no push at all it returns -8.
    @discardableResult
    public func updateRtmpTranscoding(_ transcoding: AgoraLiveTranscoding?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("updateRtmpTranscoding(_:)", transcoding?.traceText ?? "nil", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let transcoding, transcoding.isValid else { return AgoraErrorCode.invalidArgument.returnCode }
            let outcome = s.mediaPush.updateTranscoding(transcoding, session: s[.main].sessionScope.token, rng: &s.rng)
            post(mediaPush(outcome), to: .main)
            return outcome.code
        }
    }

    /// Stops pushing to `url`: (disconnecting, OK) then (idle, unpublishOK). A failed URL goes straight to idle;
    /// this is also how a failed URL is released before retrying it. -2 for a URL that is not being pushed.
    @discardableResult
    public func stopRtmpStream(_ url: String, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("stopRtmpStream(_:)", SimTraceText.quoted(url), at: AgoraSimCallSite(file: file, line: line)) { s in
            let outcome = s.mediaPush.stop(url: url, session: s[.main].sessionScope.token, rng: &s.rng)
            post(mediaPush(outcome), to: .main)
            return outcome.code
        }
    }

    /// Media Push is for hosts of a live broadcast.
    private func isLiveHost(_ s: SimEngineState) -> Bool {
        s.channelProfile == .liveBroadcasting && s[.main].clientRole == .broadcaster
    }
}
