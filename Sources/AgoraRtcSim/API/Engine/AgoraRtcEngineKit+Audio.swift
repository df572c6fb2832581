import Foundation

extension AgoraRtcEngineKit {
    @discardableResult
    public func enableAudio(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("enableAudio()", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.setEnabled(true)
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }

    @discardableResult
    public func disableAudio(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("disableAudio()", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.setEnabled(false)
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }

    /// Turns the microphone's capture on or off (remote users are still heard, unlike `disableAudio`); off, the
    /// microphone reports `.stopped`.
    @discardableResult
    public func enableLocalAudio(_ enabled: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("enableLocalAudio(_:)", "\(enabled)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.setCapturesLocally(enabled)
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }

    @discardableResult
    public func setAudioProfile(_ profile: AgoraAudioProfile, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setAudioProfile(_:)", ".\(profile)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.setProfile(profile)
            return 0
        }
    }

    @discardableResult
    public func setAudioScenario(_ scenario: AgoraAudioScenario, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setAudioScenario(_:)", ".\(scenario)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.setScenario(scenario)
            return 0
        }
    }

    /// The route a channel starts on when no headset is plugged in (the earpiece or the speakerphone). It takes
    /// effect at the next join; in a channel, `setEnableSpeakerphone(_:)` moves the route.
    @discardableResult
    public func setDefaultAudioRouteToSpeakerphone(_ defaultToSpeaker: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setDefaultAudioRouteToSpeakerphone(_:)", "\(defaultToSpeaker)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.setDefaultRouteToSpeaker(defaultToSpeaker)
            return 0
        }
    }

    /// Plays through the speakerphone (true) or the earpiece for the current channel, reported by
    /// `rtcEngine(_:didAudioRouteChanged:)`. Before joining it is kept for the channel joined next; leaving
    /// returns to the default route.
    @discardableResult
    public func setEnableSpeakerphone(_ enableSpeaker: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setEnableSpeakerphone(_:)", "\(enableSpeaker)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.setSpeakerphone(enableSpeaker)
            post(s.localAudio.reportRoute(s.audioRoute, joined: s[.main].isJoined), to: .main)
            return 0
        }
    }

    /// Whether playback goes to the speakerphone.
    public func isSpeakerphoneEnabled() -> Bool {
        lock.locked { state.audioRoute == .speakerphone }
    }

    /// 0…400 (100 = original); anything else is -2.
    @discardableResult
    public func adjustRecordingSignalVolume(_ volume: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("adjustRecordingSignalVolume(_:)", "\(volume)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard (0...400).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.localAudio.setRecordingVolume(volume)
            return 0
        }
    }

    /// 0…400 (100 = original); anything else is -2.
    @discardableResult
    public func adjustPlaybackSignalVolume(_ volume: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("adjustPlaybackSignalVolume(_:)", "\(volume)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard (0...400).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.localAudio.setPlaybackVolume(volume)
            return 0
        }
    }

    @discardableResult
    public func enable(inEarMonitoring enabled: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("enable(inEarMonitoring:)", "\(enabled)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.setInEarMonitoring(enabled)
            return 0
        }
    }

    /// 0…100; anything else is -2.
    @discardableResult
    public func setInEarMonitoringVolume(_ volume: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setInEarMonitoringVolume(_:)", "\(volume)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard (0...100).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.localAudio.setInEarMonitoringVolume(volume)
            return 0
        }
    }

    /// interval ≤ 0 disables; the SDK only reports when interval > 10 ms. smooth must be 0…10.
    @discardableResult
    public func enableAudioVolumeIndication(_ interval: Int, smooth: Int, reportVad: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("enableAudioVolumeIndication(_:smooth:reportVad:)", "\(interval), smooth: \(smooth), reportVad: \(reportVad)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard (0...10).contains(smooth) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.localAudio.setVolumeIndication(interval: interval, reportVad: reportVad)
            startVolumeIndication(&s.localAudio, main: s[.main])
            return 0
        }
    }

    @discardableResult
    public func muteLocalAudioStream(_ mute: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("muteLocalAudioStream(_:)", "\(mute)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.setMuted(mute)
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }
}
