import AgoraRtcSim
import Foundation
import MediaDecoding

/// Media Player: the SDK's media player opens the file or URL typed in its URL field (the form's choice to start with)
/// and plays it in the top tile, while the app is two users
/// of one channel: the camera user (`joinChannel`, uid 1001–2000) and the player user (`joinChannelEx`, uid
/// 2001–3000), through which Publish sends the player's video and sound (`publishMediaPlayerVideoTrack` /
/// `AudioTrack`). Play / Pause / Stop / Seek ±10 s, the playout and publish volumes and the played and published
/// audio tracks are the player's; the state, the remaining time and the progress come from its callbacks.
///
/// The top tile is the original's plain VideoView: "No Player Loaded" until a picture, and no stats overlay.
///
/// Departures from the original:
/// - The volume sliders take the SDK's ranges, playout 0–100 and publish 0–400 (the original's had them swapped).
/// - The track pickers list each audio track by index, codec and language (the original's listed codec names, so
///   two tracks with the same codec collapsed into the first).
/// - Open stops open media first (the SDK refuses to open over it), and Open with an empty field is refused with a
///   word (the SDK would answer -2).
/// - Seek ±10 s is the addition (the original's progress slider is read-only); the seek's end updates the
///   position.
/// - The URL field starts with the form's choice (the bundled sample, any path or URL, or the original's network
///   sample), where the original's held its network sample.
/// - The player user publishes neither the camera nor the microphone (the original left the SDK's defaults, so that
///   user sent the camera until Publish).
/// - The camera user publishes the camera and the microphone only as a broadcaster (the original asks to publish
///   them whatever the Settings role, which an audience member cannot do).
/// - The buttons are enabled by the player's state, as in the SwiftUI flavour (UIKit enables all but the track
///   pickers from the start).
/// - Each remote host gets a tile (the original has one remote view, which the last to join takes).
/// - The panel adds the position, the tracks played and published and whether the player user publishes; a failure
///   names its reason in words (the original's alert gives its number).
final class MediaPlayerMain: CaseSession<MediaPlayerEntry>, ControlledSession, AgoraRtcMediaPlayerDelegate {
    /// In the order a session goes through them: the URL and open, play, publish and stop publishing it, the tracks
    /// and the volumes, pause, seek, stop.
    enum Control: String, CaseControl {
        case url, open, play, publish, stopPublish, playTrack, publishTrack, playoutVolume, publishVolume
        case pause, seekBackward, seekForward, stop

        var labelKey: String {
            switch self {
            case .url: "mediaPlayer.control.url"
            case .open: "mediaPlayer.control.open"
            case .play: "mediaPlayer.control.play"
            case .pause: "mediaPlayer.control.pause"
            case .stop: "mediaPlayer.control.stop"
            case .seekBackward: "mediaPlayer.control.seekBackward"
            case .seekForward: "mediaPlayer.control.seekForward"
            case .publish: "mediaPlayer.control.publish"
            case .stopPublish: "mediaPlayer.control.stopPublish"
            case .playoutVolume: "mediaPlayer.control.playoutVolume"
            case .publishVolume: "mediaPlayer.control.publishVolume"
            case .playTrack: "mediaPlayer.control.playTrack"
            case .publishTrack: "mediaPlayer.control.publishTrack"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            // The SDK's ranges (100 is the file's own level in both).
            case .playoutVolume: .slider(value: 100, range: 0...100, step: 10)
            case .publishVolume: .slider(value: 50, range: 0...400, step: 10)
            case .playTrack, .publishTrack: .choice(options: MediaPlayerMain.noTracks, selected: "")
            // The original's mediaUrlField; the session fills in the form's choice.
            case .url: .text("")
            default: .action
            }
        }

        /// Until the player says what it has open, only the URL, Open and the volumes make sense.
        var startsEnabled: Bool {
            switch self {
            case .url, .open, .playoutVolume, .publishVolume: true
            default: false
            }
        }
    }

    nonisolated static let noTracks = [ChoiceOption("", "mediaPlayer.track.none")]
    static let seekStepMs = 10_000

    /// Both uids are fixed for the session, random in the original's ranges (here from the simulation's seed, so a
    /// run can be replayed).
    private let cameraUid: UInt
    private let playerUid: UInt
    var cameraConnection: AgoraRtcConnection { AgoraRtcConnection(channelId: config.channelName, localUid: cameraUid) }
    var playerConnection: AgoraRtcConnection { AgoraRtcConnection(channelId: config.channelName, localUid: playerUid) }
    /// The URL field's text, as the user typed it (a bare sample name, a path or a URL): the form's choice to start.
    private(set) lazy var typedUrl = config.mediaSource == "originalSample" ? MediaPlayerEntry.originalSampleUrl : config.url
    /// What the player opens: the field's text, resolved to a path where it names a file.
    private(set) lazy var url = Self.source(typedUrl)
    private var player: (any AgoraRtcMediaPlayerProtocol)?
    private(set) var state = AgoraMediaPlayerState.idle
    private(set) var reason = AgoraMediaPlayerReason.none
    private(set) var durationMs = 0
    private(set) var positionMs = 0
    private(set) var published = false
    /// The open media's audio streams, and the ones played and published.
    private(set) var audioTracks: [AgoraRtcMediaStreamInfo] = []
    private(set) var playTrack = 0
    private(set) var publishTrack = 0

    required init(configs: Configs, context: SessionContext) {
        var random = SeededRandom(seed: context.settings.seed ^ 0x4D65_6469_6150_6C61)
        cameraUid = UInt.random(in: 1001...2000, using: &random)
        playerUid = UInt.random(in: 2001...3000, using: &random)
        super.init(configs: configs, context: context)
    }

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)

        guard let player = engine.createMediaPlayer(with: self) else { return }
        self.player = player
        // The original's top view is a plain VideoView: "No Player Loaded" until a picture, and no stats overlay.
        let canvas = localCanvas(renderMode: .fit, placeholderKey: "mediaPlayer.tile.noPlayer", showsStats: false)
        player.setView(canvas.view)
        player.setRenderMode(.fit)
        set(.playoutVolume, .int(Int(player.getPlayoutVolume())))
        player.adjustPublishSignalVolume(50)
        // The local canvas shows the player's pictures (the camera goes out, but is never previewed).
        engine.setupLocalVideo(AgoraRtcVideoCanvas(view: canvas.view, renderMode: .hidden, sourceType: .mediaPlayer,
                                                   mediaPlayerId: player.getMediaPlayerId()))

        // The camera user.
        let role = context.settings.clientRole
        var cameraOptions = AgoraRtcChannelMediaOptions()
        cameraOptions.publishCameraTrack = role == .broadcaster
        cameraOptions.publishMicrophoneTrack = role == .broadcaster
        cameraOptions.autoSubscribeAudio = true
        cameraOptions.autoSubscribeVideo = true
        cameraOptions.clientRoleType = role
        joinWhenPermitted(channel: cameraConnection.channelId, uid: cameraConnection.localUid, options: cameraOptions)
        // The app does not hear its own player user echoed back.
        engine.muteRemoteAudioStream(playerConnection.localUid, mute: true)

        // The player user: publishes nothing until Publish, receives nothing, neither records nor plays audio.
        var playerOptions = AgoraRtcChannelMediaOptions()
        playerOptions.publishCameraTrack = false
        playerOptions.publishMicrophoneTrack = false
        playerOptions.autoSubscribeAudio = false
        playerOptions.autoSubscribeVideo = false
        playerOptions.enableAudioRecordingOrPlayout = false
        playerOptions.clientRoleType = role
        joinExWhenPermitted(playerConnection, delegate: nil, options: playerOptions)

        set(.url, .text(typedUrl))
        open(player)
        showStatus()
    }

    /// The original's doOpenMediaUrl: the field's text as the media source.
    @discardableResult
    private func open(_ player: any AgoraRtcMediaPlayerProtocol) -> Bool {
        let code = player.open(with: AgoraMediaSource(url: url, autoPlay: false, enableMultiAudioTrack: true))
        guard code == 0 else {
            show(SessionNotice("mediaPlayer.notice.openRefused", [url, String(code), ErrorDescription.key(forReturnCode: code)],
                               severity: .error))
            return false
        }
        return true
    }

    // MARK: - Player callbacks

    nonisolated func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didChangedTo state: AgoraMediaPlayerState,
                                         reason: AgoraMediaPlayerReason) {
        onMain { self.playerChanged(state, reason) }
    }

    nonisolated func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didChangedTo positionMs: Int,
                                         atTimestamp timestampMs: TimeInterval) {
        onMain { self.positionChanged(positionMs) }
    }

    nonisolated func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didOccur eventCode: AgoraMediaPlayerEvent,
                                         elapsedTime: Int, message: String?) {
        // A seek's end says where the player is now (the position reports come only every 2 s).
        guard eventCode == .seekComplete else { return }
        onMain { self.positionChanged(elapsedTime) }
    }

    private func playerChanged(_ newState: AgoraMediaPlayerState, _ newReason: AgoraMediaPlayerReason) {
        guard let player else { return }
        state = newState
        reason = newReason
        switch newState {
        case .openCompleted:
            durationMs = max(0, player.getDuration())
            positionMs = 0
            listAudioTracks(player)
        case .playBackCompleted, .playBackAllLoopsCompleted:
            positionMs = durationMs
        case .stopped:
            positionMs = 0
            // Nothing plays any more: the player user stops sending it, as the original does.
            if published { setPublishing(false) }
        case .failed:
            let why = newReason == .invalidMediaSource ? Self.sourceProblemKey(url) : nil
            let notice = SessionNotice("mediaPlayer.notice.failed", [url, why ?? Self.reasonKey(newReason), "\(newReason)",
                                                                     String(newReason.rawValue)], severity: .error)
            note(notice.key, notice.arguments, kind: .error)
            show(notice)
        default:
            break
        }
        updateControls()
        showStatus()
    }

    private func positionChanged(_ ms: Int) {
        positionMs = ms
        showStatus()
    }

    /// Both pickers list every audio stream by index, codec and language; the first plays and is published.
    private func listAudioTracks(_ player: any AgoraRtcMediaPlayerProtocol) {
        audioTracks = (0..<player.getStreamCount()).compactMap { player.getStreamBy(Int32($0)) }.filter { $0.streamType == .audio }
        guard let first = audioTracks.first else {
            reshape(.playTrack, .choice(options: Self.noTracks, selected: ""))
            reshape(.publishTrack, .choice(options: Self.noTracks, selected: ""))
            return
        }
        // A codec name and a language are what the file says, the same in every language of the app.
        let options = audioTracks.map { track in
            ChoiceOption(String(track.streamIndex), [String(track.streamIndex), track.codecName, track.language ?? "-"].joined(separator: " "))
        }
        (playTrack, publishTrack) = (first.streamIndex, first.streamIndex)
        reshape(.playTrack, .choice(options: options, selected: String(first.streamIndex)))
        reshape(.publishTrack, .choice(options: options, selected: String(first.streamIndex)))
    }

    /// SwiftUI's rules, from the player's state: Play unless playing, Pause while playing, Publish while playing and
    /// not yet published, Stop and Seek with media open.
    private func updateControls() {
        let open: Bool = switch state {
        case .openCompleted, .playing, .paused, .playBackCompleted, .playBackAllLoopsCompleted: true
        default: false
        }
        enable(.open, state != .opening)
        enable(.play, open && state != .playing)
        enable(.pause, state == .playing)
        enable(.stop, open)
        enable(.seekBackward, open)
        enable(.seekForward, open)
        enable(.publish, state == .playing && !published)
        enable(.stopPublish, published)
        enable(.playTrack, open && !audioTracks.isEmpty)
        enable(.publishTrack, open && !audioTracks.isEmpty)
    }

    // MARK: - Publishing

    /// The player user's options: the player's tracks (by its id), or none of them.
    @discardableResult
    private func setPublishing(_ on: Bool) -> Bool {
        guard let engine, let player else { return false }
        var options = AgoraRtcChannelMediaOptions()
        options.publishMediaPlayerVideoTrack = on
        options.publishMediaPlayerAudioTrack = on
        options.publishMediaPlayerId = Int(player.getMediaPlayerId())
        options.publishCameraTrack = false
        guard engine.updateChannelEx(with: options, connection: playerConnection) == 0 else { return false }
        published = on
        updateControls()
        showStatus()
        return true
    }

    // MARK: - Remote users

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            // The app's own two users are not remote hosts to show.
            guard uid != self.cameraConnection.localUid, uid != self.playerConnection.localUid else { return }
            self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid, renderMode: .hidden))
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            guard uid != self.cameraConnection.localUid, uid != self.playerConnection.localUid else { return }
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let player else { return false }
        switch control {
        case .url:
            typedUrl = value.text
            return true
        case .open:
            // Nothing typed: said here (the SDK would only answer -2).
            guard !typedUrl.trimmingCharacters(in: .whitespaces).isEmpty else {
                show(SessionNotice("mediaPlayer.notice.noUrl", severity: .error))
                return false
            }
            url = Self.source(typedUrl)
            // The SDK refuses to open over open media (-8): stop it first.
            switch state {
            case .idle, .stopped, .failed, .playBackCompleted, .playBackAllLoopsCompleted: break
            default: player.stop()
            }
            return open(player)
        case .play:
            return player.play() == 0
        case .pause:
            return player.pause() == 0
        case .stop:
            return player.stop() == 0
        case .seekBackward, .seekForward:
            let step = control == .seekForward ? Self.seekStepMs : -Self.seekStepMs
            let target = min(max(0, player.getPosition() + step), durationMs)
            guard player.seek(toPosition: target) == 0 else { return false }
            positionChanged(target)
            return true
        case .publish:
            return setPublishing(true)
        case .stopPublish:
            return setPublishing(false)
        case .playoutVolume:
            return player.adjustPlayoutVolume(Int32(value.int)) == 0
        case .publishVolume:
            return player.adjustPublishSignalVolume(Int32(value.int)) == 0
        case .playTrack, .publishTrack:
            guard let index = Int(value.option) else { return false }
            let (play, publish) = control == .playTrack ? (index, publishTrack) : (playTrack, index)
            guard player.selectMultiAudioTrack(play, publishTrackIndex: publish) == 0 else { return false }
            (playTrack, publishTrack) = (play, publish)
            showStatus()
            return true
        }
    }

    /// A URL as typed; anything else is a file (a bare sample name, a path).
    static func source(_ typed: String) -> String {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        return trimmed.contains("://") ? trimmed : CaseMedia.resolve(trimmed)
    }

    // MARK: - Status

    /// The original's labels: the state, the remaining time and the progress slider (read-only), and here also
    /// whether the player user publishes and which tracks play and go out.
    private func showStatus() {
        let remaining = max(0, durationMs - positionMs)
        let fraction = durationMs > 0 ? Double(positionMs) / Double(durationMs) : 0
        showPanel(SessionPanel(titleKey: "mediaPlayer.panel.title", lines: [
            .verbatim((url as NSString).lastPathComponent, style: .dim),
            .localized("mediaPlayer.panel.state", [Self.stateKey(state), "\(reason)", String(reason.rawValue)],
                       style: state == .failed ? .warning : .normal),
            .bar(fraction, PlaybackClock.text(positionMs) + " / " + PlaybackClock.text(durationMs)),
            .localized("mediaPlayer.panel.remaining", [PlaybackClock.text(remaining)]),
            .localized("mediaPlayer.panel.tracks", [String(playTrack), String(publishTrack)]),
            .localized("mediaPlayer.panel.publishing", [String(playerConnection.localUid),
                                                        published ? "mediaPlayer.publishing.on" : "mediaPlayer.publishing.off"]),
        ]))
    }

    static func stateKey(_ state: AgoraMediaPlayerState) -> String {
        switch state {
        case .idle: "mediaPlayer.state.idle"
        case .opening: "mediaPlayer.state.opening"
        case .openCompleted: "mediaPlayer.state.openCompleted"
        case .playing: "mediaPlayer.state.playing"
        case .paused: "mediaPlayer.state.paused"
        case .playBackCompleted: "mediaPlayer.state.playBackCompleted"
        case .playBackAllLoopsCompleted: "mediaPlayer.state.playBackAllLoopsCompleted"
        case .stopped: "mediaPlayer.state.stopped"
        case .failed: "mediaPlayer.state.failed"
        default: "mediaPlayer.state.other"
        }
    }

    /// What a failure means, in words (the notice also names the reason and its number).
    static func reasonKey(_ reason: AgoraMediaPlayerReason) -> String {
        switch reason {
        case .urlNotFound: "mediaPlayer.reason.urlNotFound"
        case .invalidMediaSource: "mediaPlayer.reason.invalidMediaSource"
        case .codecNotSupported: "mediaPlayer.reason.codecNotSupported"
        default: "mediaPlayer.reason.other"
        }
    }

    /// The SDK's reason for a refused source is only "invalid media source"; for a local file whose pictures are
    /// larger than the media layer decodes (issue 30), opening it here says so. nil for anything else.
    static func sourceProblemKey(_ url: String) -> String? {
        guard !url.contains("://") else { return nil }
        do throws(MediaOpenError) {
            try MediaFile.open(url).close()
        } catch {
            if error == .invalidMediaSource(.pictureTooLarge) { return "mediaPlayer.reason.pictureTooLarge" }
        }
        return nil
    }

    // MARK: - Teardown

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        if isJoined {
            engine.disableAudio()
            engine.disableVideo()
            engine.leaveChannel(nil)
        }
        engine.destroyMediaPlayer(player)
        player = nil
    }
}
