import AgoraRtcSim
import Foundation
import MediaFormats

/// Custom audio source: the app reads PCM from a WAV file and pushes it into a custom audio track, 100 ms at a
/// time at real-time pace. The track and the microphone are published independently (`updateChannel`), and the
/// track can be played locally. The local tile's meter is the level of what is really sent.
final class CustomPcmAudioSourceMain: BaseSession {
    private var trackId = -1
    private var pusher: PCMFilePusher?
    private var pushingPcm = false
    private var publishingMicrophone = false
    private var localPlayback = true

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        // The original stops here when its PCM file is missing; so does this, saying why.
        let path = MediaFile.resolve(configs.string("pcmFile").isEmpty ? "sample-48k-stereo.wav" : configs.string("pcmFile"))
        let audio: WAVAudio
        do {
            audio = try WAVReader.read(path: path)
        } catch {
            let (key, detail) = MediaFile.describe(error)
            note(key, [path, detail], kind: .error)
            show(MediaFile.notice(path, error))
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
        pusher = PCMFilePusher(audio: audio, trackId: trackId, loops: configs.bool("loop"), clock: context.clock) { [weak self] in
            self?.onMain { self?.endOfFile() }
        }

        // Nothing is published at join: the switches publish the file and the microphone.
        var options = AgoraRtcChannelMediaOptions()
        options.autoSubscribeVideo = false
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = false
        joinWhenPermitted(channel: configs.channelName, uid: 0, options: options)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        super.rtcEngine(engine, didJoinChannel: channel, withUid: uid, elapsed: elapsed)
        onMain {
            if self.configs.bool("pushOnJoin") && !self.pushingPcm { self.setPushingPcm(true) }
            self.changed()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.addRemoteAudioTile(uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.removeRemoteTile(uid) }
    }

    override var controls: [SessionControl] {
        // As in the original, the switches work once the user has joined.
        [
            SessionControl(id: "pushPcm", labelKey: "control.pushPcm", kind: .toggle(pushingPcm), isEnabled: status.isJoined),
            SessionControl(id: "pushMicrophone", labelKey: "control.pushMicrophone", kind: .toggle(publishingMicrophone),
                           isEnabled: status.isJoined),
            SessionControl(id: "localPlayback", labelKey: "control.localPlayback", kind: .toggle(localPlayback),
                           isEnabled: trackId >= 0),
        ]
    }

    override func perform(_ controlId: String, _ change: ControlChange) {
        guard let engine, let control = controls.first(where: { $0.id == controlId }), control.isEnabled else { return }
        switch controlId {
        case "pushPcm":
            setPushingPcm(!pushingPcm)
        case "pushMicrophone":
            var options = AgoraRtcChannelMediaOptions()
            options.publishMicrophoneTrack = !publishingMicrophone
            if engine.updateChannel(with: options) == 0 { publishingMicrophone.toggle() }
        case "localPlayback":
            if engine.enableCustomAudioLocalPlayback(trackId, enabled: !localPlayback) == 0 { localPlayback.toggle() }
        default:
            return
        }
        changed()
    }

    /// The "Push PCM" switch: start or stop the file pusher, and publish the custom track accordingly.
    private func setPushingPcm(_ on: Bool) {
        guard let engine, let pusher else { return }
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
        if engine.updateChannel(with: options) == 0 { pushingPcm = on }
        changed()
    }

    /// Without looping the pusher stops at the end of the file; the switch goes off and the track is unpublished
    /// (the original leaves its switch on, doing nothing).
    private func endOfFile() {
        note("pcm.log.eof")
        if pushingPcm { setPushingPcm(false) }
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        pusher?.stop()
        if trackId >= 0 { engine.destroyCustomAudioTrack(trackId) }
        engine.disableAudio()
    }
}
