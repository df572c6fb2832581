/// The simulated phone's audio device: where playback goes, and which system volume the scenario puts it on.
///
/// The SDK documents that the volume type follows the audio route, the role and the scenario, and that in-call
/// volume has lower audio quality than media volume (FAQ "in-call volume and media volume"); it publishes no
/// figures. The simulation's choices: game streaming and chorus use media volume; chat room and meeting in-call
/// volume; the default scenario in-call volume while the microphone records for a channel, else media volume. On
/// in-call volume the system's voice processing sends at most 32 kHz, mono, 64 Kbps.
extension SimEngineState {
    /// Where playback goes: the earpiece or the speakerphone (no headset is ever plugged in). Without any call,
    /// an audio-only call in communication uses the earpiece, everything else the speakerphone (the SDK's defaults).
    var audioRoute: AgoraAudioOutputRouting {
        localAudio.route(channelProfile: channelProfile, videoEnabled: video.enabled)
    }

    /// Whether the device is on in-call volume (else media volume).
    var usesCallVolume: Bool {
        switch localAudio.scenario {
        case .gameStreaming, .chorus: false
        case .chatRoom, .meeting: true
        case .default: linkIndices.contains { recordsMicrophone($0) }
        }
    }

    /// What the local user sends: the audio profile's format, capped on in-call volume.
    var sentAudioFormat: SimAudioProfileInfo {
        let profile = SimAudioProfileInfo(profile: localAudio.profile, channelProfile: channelProfile)
        guard usesCallVolume else { return profile }
        return SimAudioProfileInfo(sampleRate: min(profile.sampleRate, 32_000), channels: 1, maxKbps: min(profile.maxKbps, 64))
    }
}
