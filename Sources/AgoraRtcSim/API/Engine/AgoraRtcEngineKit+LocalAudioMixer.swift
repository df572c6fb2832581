import Foundation

// The local audio mixer: several audio sources mixed into one track, which a connection publishes with
// `publishMixedAudioTrack` (e.g. forwarding a channel's voices plus the microphone into another channel).
extension AgoraRtcEngineKit {
    /// Starts mixing (or replaces what is mixed). -2 without inputs, or for a remote input without a channel.
    @discardableResult
    public func startLocalAudioMixer(_ config: AgoraLocalAudioMixerConfiguration, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("startLocalAudioMixer(_:)", SimTraceText.mixer(config), at: AgoraSimCallSite(file: file, line: line)) { s in
            guard !config.audioInputStreams.isEmpty,
                  config.audioInputStreams.allSatisfy({
                      ![.remoteUser, .remoteChannel].contains($0.sourceType) || !($0.channelId ?? "").isEmpty
                  }) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.audioMix.localMixer.start(config)
            return 0
        }
    }

    /// Stops mixing; a connection publishing the mix then sends nothing. 0 also when it was not mixing.
    @discardableResult
    public func stopLocalAudioMixer(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("stopLocalAudioMixer()", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.audioMix.localMixer.stop()
            return 0
        }
    }
}
