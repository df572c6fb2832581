import AgoraRtcSim
import Foundation
import MediaDecoding
import MediaFormats

/// The legacy custom audio source (hidden: the original compiles it but no menu reaches it; the audio-only
/// APIExample-Audio app has it). The app records audio itself and pushes it into a mixable custom track, 44.1 kHz
/// mono, published in place of the microphone; remote users are audio tiles.
///
/// The original's `ExternalAudio` helper opens its own RemoteIO unit to record the microphone. A terminal app has
/// no microphone of its own to open, so its recorder here is the bundled tune, decoded by the media layer at the
/// helper's rate and channel count (44.1 kHz, mono) and pushed in real time. The helper's external rendering (its
/// RemoteIO unit playing what it pulls) is left out: the SDK plays the channel here.
final class CustomAudioSourceMain: CaseSession<CustomAudioSourceEntry> {
    /// What the original's helper records: 44.1 kHz, one channel.
    static let sampleRate = 44_100
    static let channels = 1

    private var trackId = -1
    private var pusher: PCMFilePusher?

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.disableVideo()
        engine.enableAudio()
        engine.setDefaultAudioRouteToSpeakerphone(true)

        trackId = Int(engine.createCustomAudioTrack(.mixable, config: AgoraAudioTrackConfig(enableLocalPlayback: true)))
        guard let recording = openRecorder() else { return }
        pusher = PCMFilePusher(audio: recording, trackId: trackId, loops: true, clock: context.clock) {}

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = false
        options.publishCustomAudioTrack = role == .broadcaster
        options.publishCustomAudioTrackId = trackId
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    /// The app's own recording: the bundled tune at the helper's rate and channel count.
    private func openRecorder() -> WAVAudio? {
        let path = CaseMedia.resolve("sample-48k-stereo.wav")
        do {
            let sound = try MediaSound.decode(path, sampleRate: Self.sampleRate, maxChannels: Self.channels,
                                              maximumMilliseconds: SoundFileReader.defaultMaximumMilliseconds)
            return WAVAudio(sampleRate: sound.sampleRate, channels: sound.channels, samples: sound.samples)
        } catch {
            note("customAudio.log.recorderFailed", [path, String(describing: error)], kind: .error)
            show(SessionNotice("customAudio.recorderFailed", severity: .error))
            return nil
        }
    }

    /// The original starts its recorder once in the channel, and adds the local audio tile.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain {
            guard let engine = self.engine, let pusher = self.pusher else { return }
            pusher.start(engine)
            self.note("customAudio.log.recording", [String(Self.sampleRate), String(Self.channels), String(self.trackId)])
            self.addLocalAudioTile()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.addRemoteAudioTile(uid, orderedByUid: true) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.removeRemoteTile(uid) }
    }

    /// As the original: audio off, the track destroyed, the recorder stopped, the channel left; the base class
    /// destroys the engine.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        guard isJoined else {
            pusher?.stop()
            return
        }
        engine.disableAudio()
        if trackId >= 0 { engine.destroyCustomAudioTrack(trackId) }
        pusher?.stop()
        engine.leaveChannel(nil)
    }
}
