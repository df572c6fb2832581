import AgoraRtcSim
import Foundation
import MediaDecoding
import MediaFormats

/// The legacy custom audio source (hidden: the original compiles it but no menu reaches it; the audio-only
/// APIExample-Audio app has it). The app records and plays audio itself through the original's `ExternalAudio`
/// helper in external capture + external render (its mode 4): an audio frame observer overwrites the microphone
/// track's recorded frames with what the app recorded (44.1 kHz mono) and copies the playback frames for the app's
/// renderer to pull and play. A mixable custom track is created and published, as the original does, but nothing is
/// ever pushed to it: what remote users hear is the microphone track carrying the app's recording. Remote users are
/// audio tiles; the local tile shows what the bridge moved each second.
///
/// Departures from the original:
/// - Reachable: listed (marked hidden) with `--show-hidden`; the original compiles the case but no menu of APIExample
///   reaches it (the audio-only APIExample-Audio app has it).
/// - A terminal app has no microphone of its own to open, so the app's recorder is the bundled tune, decoded by the
///   media layer at the helper's 44.1 kHz mono and read 10 ms at a time on the session's clock.
/// - The app's renderer pulls 10 ms at a time and meters what it would play rather than playing it: the SDK plays the
///   channel on the sound device here, so it is not heard twice.
/// - The helper's observer declares the record (read-write) and playback positions at 44.1 kHz mono, 10 ms frames,
///   which its callbacks are written for; the original's C++ observer declares no position and default formats, which
///   in SDK 4.x would deliver no frames at all.
/// - Remote users' audio tiles are ordered by uid, and a user with the original's screen-share uid gets one too; the
///   original's 3×3 grid is in dictionary order and skips that uid ("Ignore pcm play uid").
/// - The local tile shows what the bridge moved, every 2 s: recorded frames overwritten per second, and ms pulled by
///   the renderer per second with their level; the original's tiles show nothing.
final class CustomAudioSourceMain: CaseSession<CustomAudioSourceEntry> {
    /// What the original's helper records: 44.1 kHz, one channel.
    static let sampleRate = 44_100
    static let channels = 1

    private var trackId = -1
    private var exAudio: ExternalAudio?

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.disableVideo()
        engine.enableAudio()
        engine.setDefaultAudioRouteToSpeakerphone(true)

        trackId = Int(engine.createCustomAudioTrack(.mixable, config: AgoraAudioTrackConfig(enableLocalPlayback: true)))
        guard let recording = openRecorder() else { return }
        let exAudio = ExternalAudio(recording: recording, clock: context.clock)
        exAudio.setup(engine)
        self.exAudio = exAudio

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishCustomAudioTrack = true
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

    /// The original starts the helper's audio unit once in the channel, and adds the local audio tile.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain {
            guard let exAudio = self.exAudio else { return }
            exAudio.startWork()
            self.note("customAudio.log.working", [String(Self.sampleRate), String(Self.channels)])
            self.addLocalAudioTile()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.addRemoteAudioTile(uid, orderedByUid: true) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.removeRemoteTile(uid) }
    }

    /// Every 2 s: what the bridge moved, per second.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, reportRtcStats stats: AgoraChannelStats) {
        onMain { self.showBridge() }
    }

    private func showBridge() {
        guard let tally = exAudio?.takeTally() else { return }
        let seconds = 2.0
        let pulledMs = Double(tally.samplesPulled) / Double(Self.sampleRate * Self.channels) * 1000
        updateTile(uid: 0, .notes([
            .text("customAudio.tile.written", [String(Int((Double(tally.framesWritten) / seconds).rounded()))]),
            .text("customAudio.tile.pulled", [String(Int((pulledMs / seconds).rounded())), String(tally.pulledLevel)]),
        ]))
    }

    /// As the original: audio off, the track destroyed, the helper stopped (its observer unregistered), the channel
    /// left; the base class destroys the engine.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        guard isJoined else {
            exAudio?.stopWork(engine)
            return
        }
        engine.disableAudio()
        if trackId >= 0 { engine.destroyCustomAudioTrack(trackId) }
        exAudio?.stopWork(engine)
        engine.leaveChannel(nil)
    }
}
