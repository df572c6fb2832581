import Foundation

extension AgoraRtcEngineKit {
    @discardableResult
    public func enableAudio() -> Int32 {
        api("enableAudio()") { s in
            s.audioEnabled = true
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }

    @discardableResult
    public func disableAudio() -> Int32 {
        api("disableAudio()") { s in
            s.audioEnabled = false
            // The audio module is off: a microphone kept on after a leave goes off with it.
            s.microphoneKeptOn = false
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }

    @discardableResult
    public func setAudioProfile(_ profile: AgoraAudioProfile) -> Int32 {
        api("setAudioProfile(_:)", ".\(profile)") { s in
            s.audioProfile = profile
            return 0
        }
    }

    @discardableResult
    public func setAudioScenario(_ scenario: AgoraAudioScenario) -> Int32 {
        api("setAudioScenario(_:)", ".\(scenario)") { s in
            s.audioScenario = scenario
            return 0
        }
    }

    /// The route a channel starts on when no headset is plugged in (the earpiece or the speakerphone). It takes
    /// effect at the next join; in a channel, `setEnableSpeakerphone(_:)` moves the route.
    @discardableResult
    public func setDefaultAudioRouteToSpeakerphone(_ defaultToSpeaker: Bool) -> Int32 {
        api("setDefaultAudioRouteToSpeakerphone(_:)", "\(defaultToSpeaker)") { s in
            s.defaultToSpeaker = defaultToSpeaker
            return 0
        }
    }

    /// Plays through the speakerphone (true) or the earpiece for the current channel, reported by
    /// `rtcEngine(_:didAudioRouteChanged:)`. Before joining it is kept for the channel joined next; leaving
    /// returns to the default route.
    @discardableResult
    public func setEnableSpeakerphone(_ enableSpeaker: Bool) -> Int32 {
        api("setEnableSpeakerphone(_:)", "\(enableSpeaker)") { s in
            s.speakerphoneOn = enableSpeaker
            post(audioRouteReport(&s), to: .main)
            return 0
        }
    }

    /// Whether playback goes to the speakerphone.
    public func isSpeakerphoneEnabled() -> Bool {
        lock.locked { state.audioRoute == .speakerphone }
    }

    /// 0…400 (100 = original); anything else is -2.
    @discardableResult
    public func adjustRecordingSignalVolume(_ volume: Int) -> Int32 {
        api("adjustRecordingSignalVolume(_:)", "\(volume)") { s in
            guard (0...400).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.recordingVolume = volume
            return 0
        }
    }

    /// 0…400 (100 = original); anything else is -2.
    @discardableResult
    public func adjustPlaybackSignalVolume(_ volume: Int) -> Int32 {
        api("adjustPlaybackSignalVolume(_:)", "\(volume)") { s in
            guard (0...400).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.playbackVolume = volume
            return 0
        }
    }

    @discardableResult
    public func enable(inEarMonitoring enabled: Bool) -> Int32 {
        api("enable(inEarMonitoring:)", "\(enabled)") { s in
            s.inEarMonitoring = enabled
            return 0
        }
    }

    /// 0…100; anything else is -2.
    @discardableResult
    public func setInEarMonitoringVolume(_ volume: Int) -> Int32 {
        api("setInEarMonitoringVolume(_:)", "\(volume)") { s in
            guard (0...100).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.inEarMonitoringVolume = volume
            return 0
        }
    }

    /// interval ≤ 0 disables; the SDK only reports when interval > 10 ms. smooth must be 0…10.
    @discardableResult
    public func enableAudioVolumeIndication(_ interval: Int, smooth: Int, reportVad: Bool) -> Int32 {
        api("enableAudioVolumeIndication(_:smooth:reportVad:)", "\(interval), smooth: \(smooth), reportVad: \(reportVad)") { s in
            guard (0...10).contains(smooth) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.volumeIndicationInterval = max(0, interval)
            s.volumeIndicationReportVad = reportVad
            startVolumeIndication(&s)
            return 0
        }
    }

    @discardableResult
    public func muteLocalAudioStream(_ mute: Bool) -> Int32 {
        api("muteLocalAudioStream(_:)", "\(mute)") { s in
            s.localAudioMuted = mute
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }
}
