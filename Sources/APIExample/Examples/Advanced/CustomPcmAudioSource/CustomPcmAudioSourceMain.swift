import AgoraRtcSim
import Foundation
import MediaDecoding
import MediaFormats

/// Custom audio source: the app reads PCM from a sound file (a WAV as it is, anything else decoded by the media
/// layer at 48 kHz) and pushes it into a custom audio track, 100 ms at a time at real-time pace. The track and the microphone are published independently (`updateChannel`), and the
/// track can be played locally. The local tile's meter is the level of what is really sent.
///
/// Departures from the original:
/// - The sound file is the form's: the bundled 48 kHz stereo WAV sample by default, any 16-bit PCM WAV at its own rate
///   and channels, or another format decoded to 48 kHz; the original reads its bundled raw `output.raw` (44.1 kHz
///   stereo). Each 100 ms chunk is pushed with that file's rate and channel count.
/// - The file loops by default (a form switch), and a "push on join" switch starts the pusher once joined; the original
///   stops at the end of the file and starts with both switches off.
/// - Without looping, the end of the file turns the Push PCM switch off and unpublishes the track; the original's
///   switch stays on, and turning it on again does nothing until it has been turned off.
/// - Local playback is enabled on the track id the SDK returned, and a Local playback switch turns it off and on; the
///   original enables it on a hard-coded track id 1 and has no such switch.
/// - Volume indication is enabled (not in the original) so the local tile's meter shows the level really sent.
final class CustomPcmAudioSourceMain: CaseSession<CustomPcmAudioSourceEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case pushPcm, pushMicrophone, localPlayback

        var labelKey: String {
            switch self {
            case .pushPcm: "control.pushPcm"
            case .pushMicrophone: "control.pushMicrophone"
            case .localPlayback: "control.localPlayback"
            }
        }

        var kind: SessionControl.Kind { .toggle(self == .localPlayback) }

        /// As in the original, the publishing switches work once the user has joined; local playback once the
        /// track exists.
        var startsEnabled: Bool { false }
    }

    private var trackId = -1
    private var pusher: PCMFilePusher?
    private var pushingPcm = false

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        // The original stops here when its PCM file is missing; so does this, saying why.
        let path = CaseMedia.resolve(config.pcmFile.isEmpty ? "sample-48k-stereo.wav" : config.pcmFile)
        let audio: WAVAudio
        do {
            audio = try SoundFileReader.read(path)
        } catch {
            let (key, detail) = CaseMedia.describe(error)
            note(key, [path, detail], kind: .error)
            show(CaseMedia.notice(path, error))
            return
        }
        note("pcm.log.loaded", [path, String(audio.sampleRate), String(audio.channels), String(format: "%.1f", audio.duration)])

        engine.setClientRole(context.settings.clientRole)
        engine.disableVideo()
        engine.enableAudio()
        engine.setDefaultAudioRouteToSpeakerphone(true)
        // Not in the original: volume reports let the local tile's meter show the level really sent.
        engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        addLocalAudioTile()

        // A mixable track, played locally as well. The original then enables local playback on a hard-coded
        // track id 1; the id the SDK returned is the one to use.
        trackId = Int(engine.createCustomAudioTrack(.mixable, config: AgoraAudioTrackConfig(enableLocalPlayback: true)))
        engine.enableCustomAudioLocalPlayback(trackId, enabled: true)
        enable(.localPlayback, trackId >= 0)
        pusher = PCMFilePusher(audio: audio, trackId: trackId, loops: config.loop, clock: context.clock) { [weak self] in
            self?.onMain { self?.endOfFile() }
        }

        // Nothing is published at join: the switches publish the file and the microphone.
        var options = AgoraRtcChannelMediaOptions()
        options.autoSubscribeVideo = false
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = false
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain {
            self.enable(.pushPcm, true)
            self.enable(.pushMicrophone, true)
            if self.config.pushOnJoin && !self.pushingPcm && self.setPushingPcm(true) { self.set(.pushPcm, .bool(true)) }
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didLeaveChannelWith stats: AgoraChannelStats) {
        onMain {
            self.enable(.pushPcm, false)
            self.enable(.pushMicrophone, false)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.addRemoteAudioTile(uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.removeRemoteTile(uid) }
    }

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .pushPcm:
            // A switch set to what it already shows (`--control pushPcm=true` twice) must not restart the pusher.
            return value.bool == pushingPcm || setPushingPcm(value.bool)
        case .pushMicrophone:
            var options = AgoraRtcChannelMediaOptions()
            options.publishMicrophoneTrack = value.bool
            return engine.updateChannel(with: options) == 0
        case .localPlayback:
            return engine.enableCustomAudioLocalPlayback(trackId, enabled: value.bool) == 0
        }
    }

    /// The "Push PCM" switch: start or stop the file pusher, and publish the custom track accordingly. Returns
    /// whether the publishing change took effect.
    private func setPushingPcm(_ on: Bool) -> Bool {
        guard let engine, let pusher else { return false }
        if on {
            pusher.start(engine)
            note("pcm.log.start", [String(format: "%.1f", pusher.positionSeconds)])
        } else {
            pusher.stop()
            note("pcm.log.stop", [String(format: "%.1f", pusher.positionSeconds)])
        }
        var options = AgoraRtcChannelMediaOptions()
        options.publishCustomAudioTrack = on
        options.publishCustomAudioTrackId = trackId
        guard engine.updateChannel(with: options) == 0 else { return false }
        pushingPcm = on
        return true
    }

    /// Without looping the pusher stops at the end of the file; the switch goes off and the track is unpublished
    /// (the original leaves its switch on, doing nothing).
    private func endOfFile() {
        note("pcm.log.eof")
        if pushingPcm && setPushingPcm(false) { set(.pushPcm, .bool(false)) }
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        pusher?.stop()
        if trackId >= 0 { engine.destroyCustomAudioTrack(trackId) }
        engine.disableAudio()
    }
}
