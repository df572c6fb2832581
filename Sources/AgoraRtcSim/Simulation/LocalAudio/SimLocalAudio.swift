/// The local user's audio: whether the audio module is on, the microphone's state and mute, the profile and
/// scenario, the recording, playback and in-ear volumes, the route playback takes, the volume indication's settings
/// and the voice effects on the microphone (`voice`, its own component).
struct SimLocalAudio: SimComponent {
    private(set) var enabled = true
    /// `enableLocalAudio`: whether the microphone captures at all (remote users are heard either way).
    private(set) var capturesLocally = true
    private(set) var profile: AgoraAudioProfile = .default
    private(set) var scenario: AgoraAudioScenario
    private(set) var recordingVolume = 100
    private(set) var playbackVolume = 100
    private(set) var inEarMonitoring = false
    private(set) var inEarMonitoringVolume = 100
    /// `setDefaultAudioRouteToSpeakerphone` (nil: never called, so the channel profile's default).
    private var defaultToSpeaker: Bool?
    /// `setEnableSpeakerphone` for the current (or next) channel; leaving clears it.
    private var speakerphoneOn: Bool?
    /// The route `didAudioRouteChanged` last reported in this channel (nil: none yet).
    private var reportedRoute: AgoraAudioOutputRouting?
    /// `enableAudioVolumeIndication`: the report interval in ms (0: off) and whether reports carry voice activity.
    private(set) var volumeIndicationInterval = 0
    private(set) var volumeIndicationReportVad = false
    /// Restarts the volume-indication loop.
    private var volumeScope = SimScope()
    private(set) var muted = false
    /// The microphone as `localAudioStateChanged` last reported it.
    private(set) var state: AgoraAudioLocalState = .stopped
    /// `leaveChannelEx(_:options:…)` with `stopMicrophoneRecording` false: the microphone keeps recording (without
    /// publishing) after the connection that published it has left.
    private(set) var microphoneKeptOn = false
    /// The voice beautifier, effects, conversion, noise suppression and the rest of the voice chain.
    var voice = SimVoiceEffects()
    /// How the listener hears remote users and media players: `enableSpatialAudio` and the local spatial audio kit.
    var spatial = SimSpatialAudio()

    init(scenario: AgoraAudioScenario) {
        self.scenario = scenario
    }

    /// `enableAudio` / `disableAudio`; a microphone kept on after a leave goes off with the audio module.
    mutating func setEnabled(_ enabled: Bool) {
        self.enabled = enabled
        if !enabled { microphoneKeptOn = false }
    }

    mutating func setCapturesLocally(_ captures: Bool) { capturesLocally = captures }
    mutating func setProfile(_ profile: AgoraAudioProfile) { self.profile = profile }
    mutating func setScenario(_ scenario: AgoraAudioScenario) { self.scenario = scenario }
    mutating func setRecordingVolume(_ volume: Int) { recordingVolume = volume }
    mutating func setPlaybackVolume(_ volume: Int) { playbackVolume = volume }
    mutating func setInEarMonitoring(_ enabled: Bool) { inEarMonitoring = enabled }
    mutating func setInEarMonitoringVolume(_ volume: Int) { inEarMonitoringVolume = volume }
    mutating func setMuted(_ muted: Bool) { self.muted = muted }
    mutating func setDefaultRouteToSpeaker(_ speaker: Bool) { defaultToSpeaker = speaker }
    mutating func setSpeakerphone(_ on: Bool) { speakerphoneOn = on }

    /// Whether the microphone keeps recording once the connections publishing it are gone.
    mutating func keepMicrophoneOn(_ keep: Bool) { microphoneKeptOn = keep }

    mutating func setVolumeIndication(interval: Int, reportVad: Bool) {
        volumeIndicationInterval = max(0, interval)
        volumeIndicationReportVad = reportVad
    }

    /// Retires the running volume-indication loop; the token a new loop runs under.
    mutating func restartVolumeLoop() -> SimScope.Token {
        volumeScope.cancel()
        return volumeScope.token
    }

    func isCurrentVolumeLoop(_ token: SimScope.Token) -> Bool { volumeScope.isCurrent(token) }

    /// Where playback goes: the earpiece or the speakerphone (no headset is ever plugged in). Without any call, an
    /// audio-only call in communication uses the earpiece, everything else the speakerphone (the SDK's defaults).
    func route(channelProfile: AgoraChannelProfile, videoEnabled: Bool) -> AgoraAudioOutputRouting {
        let speaker = speakerphoneOn ?? defaultToSpeaker ?? !(channelProfile == .communication && !videoEnabled)
        return speaker ? .speakerphone : .earpiece
    }

    /// `didAudioRouteChanged` when `route` is not the one last reported in this channel (joining reports the route
    /// the channel starts on). Only while the main connection is `joined` and audio is on.
    mutating func reportRoute(_ route: AgoraAudioOutputRouting, joined: Bool) -> [SimCallback] {
        guard joined, enabled, route != reportedRoute else { return [] }
        reportedRoute = route
        return [.delegate("rtcEngine(_:didAudioRouteChanged:)", ".\(route)") { $1.rtcEngine($0, didAudioRouteChanged: route) }]
    }

    /// The microphone's state follows what is published: encoding while some connection `publishing` it sends it,
    /// recording while muted or kept on, else stopped. Starting straight to encoding reports recording first.
    mutating func reconcileMicrophone(publishing: Bool) -> [SimCallback] {
        let keptOn = microphoneKeptOn && enabled
        var next: AgoraAudioLocalState = publishing ? (muted ? .recording : .encoding) : (keptOn ? .recording : .stopped)
        if !capturesLocally { next = .stopped }
        guard next != state else { return [] }
        var callbacks: [SimCallback] = []
        if state == .stopped && next == .encoding { callbacks.append(Self.stateCallback(.recording)) }
        callbacks.append(Self.stateCallback(next))
        state = next
        return callbacks
    }

    /// The speakerphone choice was for this channel; the next one starts on the default route.
    mutating func mainChannelLeft(at now: Double) -> [SimCallback] {
        speakerphoneOn = nil
        reportedRoute = nil
        return voice.mainChannelLeft(at: now) + spatial.mainChannelLeft(at: now)
    }

    mutating func destroy() {
        volumeScope.cancel()
        voice.destroy()
        spatial.destroy()
    }

    private static func stateCallback(_ state: AgoraAudioLocalState) -> SimCallback {
        .delegate("rtcEngine(_:localAudioStateChanged:reason:)", "state: .\(state), reason: .ok") {
            $1.rtcEngine($0, localAudioStateChanged: state, reason: .ok)
        }
    }
}
