import Foundation

// Channel media relay: the calls. The relay itself is `SimChannelMediaRelay`.
extension AgoraRtcEngineKit {
    /// Starts relaying, or changes the destinations of the relay already on. -2 for no destination or more than six,
    /// a destination name the channel rules refuse, a destination that is the source, or a source naming another
    /// channel; -8 unless the main connection is in its channel as a host.
    @discardableResult
    public func startOrUpdateChannelMediaRelay(_ config: AgoraChannelMediaRelayConfiguration, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("startOrUpdateChannelMediaRelay(_:)", Self.relayTraceText(config), at: AgoraSimCallSite(file: file, line: line)) { s in
            let infos = config.destinationInfos
            guard (1...SimMediaRelayTimeline.maxDestinations).contains(infos.count) else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            guard infos.allSatisfy({ SimChannelNameRules.validate($0.key) == nil && SimChannelNameRules.isValidUid($0.value.uid) }) else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            guard let session = s[.main].session, s[.main].isJoined, s.effectiveRole(.main) == .broadcaster else {
                return AgoraErrorCode.invalidState.returnCode
            }
            if let source = config.sourceInfo?.channelName, !source.isEmpty, source != session.channelId {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            guard infos[session.channelId] == nil else { return AgoraErrorCode.invalidArgument.returnCode }
            let outcome = s.mediaRelay.startOrUpdate(config, mediaRelayContext(s), network: network, rng: &s.rng)
            post(mediaRelay(outcome), to: .main)
            startCloudRelay(&s)
            return 0
        }
    }

    /// Stops relaying: IDLE. A failed relay is released the same way. -5 when there is no relay.
    @discardableResult
    public func stopChannelMediaRelay(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("stopChannelMediaRelay()", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.mediaRelay.current != nil else { return AgoraErrorCode.refused.returnCode }
            post(s.mediaRelay.stop(), to: .main)
            return 0
        }
    }

    /// Stops sending to every destination; the relay users stay there. -5 unless a relay is connecting or running.
    @discardableResult
    public func pauseAllChannelMediaRelay(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("pauseAllChannelMediaRelay()", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.mediaRelay.isActive else { return AgoraErrorCode.refused.returnCode }
            post(mediaRelay(s.mediaRelay.setPaused(true, mediaRelayContext(s), rng: &s.rng)), to: .main)
            return 0
        }
    }

    /// Sends to every destination again. -5 unless a relay is connecting or running.
    @discardableResult
    public func resumeAllChannelMediaRelay(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("resumeAllChannelMediaRelay()", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.mediaRelay.isActive else { return AgoraErrorCode.refused.returnCode }
            post(mediaRelay(s.mediaRelay.setPaused(false, mediaRelayContext(s), rng: &s.rng)), to: .main)
            return 0
        }
    }

    /// The configuration for the trace, tokens masked.
    private static func relayTraceText(_ config: AgoraChannelMediaRelayConfiguration) -> String {
        let source = "src: {token: \(SimTraceText.token(config.sourceInfo?.token))}"
        let destinations = config.destinationInfos.keys.sorted().map { name in
            let info = config.destinationInfos[name]
            return "\(SimTraceText.quoted(name)): {uid: \(info?.uid ?? 0), token: \(SimTraceText.token(info?.token))}"
        }
        return "{" + source + ", dests: [" + destinations.joined(separator: ", ") + "]}"
    }
}
