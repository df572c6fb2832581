import AgoraRtcSim
import Foundation

/// Data streams: the first Send creates one stream (`createDataStream`, cached for the session, as the original
/// does) and every Send puts the typed text on it (`sendStreamMessage`). Remote users' messages arrive through
/// `receiveStreamMessageFromUid` and losses on their streams through `didOccurStreamMessageErrorFromUid`.
///
/// Departures from the original:
/// - The form also sets the stream's delivery, ordered and sync-with-audio (off, as the original's default config).
/// - Messages received, the local user's own and the losses the SDK reports are listed (with uid and stream) in a
///   panel that scrolls, where the original raises an alert for each.
/// - The simulated hosts talk on data streams of their own now and then, and answer what they receive.
/// - "Send 70 at once" is this app's own: one key puts the message on the stream 70 times, so the SDK's 60 packets
///   a second (or 30 KB a second) limit can be seen refusing the rest.
/// - A message over 1 KB is said as it is typed, and an empty Send gets a word (the original ignores it silently).
/// - Each remote user gets a tile (the original has one remote view).
final class CreateDataStreamMain: CaseSession<CreateDataStreamEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case message, send, burst

        var labelKey: String {
            switch self {
            case .message: "control.dataStreamMessage"
            case .send: "control.dataStreamSend"
            case .burst: "control.dataStreamBurst"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .message: .text("")
            case .send, .burst: .action
            }
        }
    }

    /// How many lines of messages the panel keeps; older ones scroll off the top.
    static let historyShown = 8
    /// How many sends "Send 70 at once" makes in the same instant: more than a stream's 60 a second.
    static let burstCount = 70

    /// 0 until the first Send created the stream (the original's convention).
    private var streamId = 0
    private var message = ""
    private var sentCount = 0
    private var receivedCount = 0
    /// Oldest first, like a chat.
    private var history: [CreateDataStreamMessage] = []

    override func start() {
        // The SDK's peers in this channel run an app that talks on data streams too.
        let engine = makeEngine(channelProfile: .liveBroadcasting) { config in config.simulation.peerDataStreams = true }
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        engine.setupLocalVideo(localCanvas())
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)
        showMessages()

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    // MARK: - AgoraRtcEngineDelegate

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, receiveStreamMessageFromUid uid: UInt, streamId: Int,
                                        data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        onMain {
            self.receivedCount += 1
            self.remember(.received(uid: uid, streamId: streamId, text: text))
            self.note("datastream.log.received", [String(uid), String(streamId), text])
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurStreamMessageErrorFromUid uid: UInt,
                                        streamId: Int, error: Int, missed: Int, cached: Int) {
        onMain {
            self.remember(.lost(uid: uid, missed: missed, cached: cached))
            self.note("datastream.log.lost", [String(uid), String(streamId), String(error), String(missed), String(cached)],
                      kind: .error)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid)) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        switch control {
        case .message:
            message = value.text
            // Kept as typed: the SDK refuses it (-114) when it is sent, as it would the original's.
            let bytes = value.text.utf8.count
            if bytes > CreateDataStreamLimit.maxMessageBytes {
                show(SessionNotice("datastream.tooLong", [String(bytes), String(CreateDataStreamLimit.maxMessageBytes)],
                                   severity: .error))
            }
        case .send: send(times: 1)
        case .burst: send(times: Self.burstCount)
        }
        return true
    }

    private func send(times: Int) {
        guard let engine else { return }
        // The original ignores an empty message.
        guard !message.isEmpty else { return show(SessionNotice("datastream.empty")) }
        if streamId == 0 {
            var config = AgoraDataStreamConfig()
            config.ordered = self.config.ordered
            config.syncWithAudio = self.config.syncWithAudio
            let code = engine.createDataStream(&streamId, config: config)
            if code != 0 {
                // As the original: say so, and try to send anyway (the SDK refuses stream 0).
                show(SessionNotice("datastream.createFailed", [String(code), ErrorDescription.key(forReturnCode: code)],
                                   severity: .error))
            } else {
                note("datastream.log.created", [String(streamId)])
            }
        }
        let data = Data(message.utf8)
        var refused = 0, firstRefusal: Int32?
        for _ in 0..<times {
            let code = engine.sendStreamMessage(streamId, data: data)
            if code == 0 {
                sentCount += 1
            } else {
                refused += 1
                firstRefusal = firstRefusal ?? code
            }
        }
        let accepted = times - refused
        if accepted > 0 {
            remember(.sent(streamId: streamId, text: accepted == 1 ? message : "\(message) ×\(accepted)"))
        }
        if let code = firstRefusal {
            let arguments = [String(code), ErrorDescription.key(forReturnCode: code)]
            show(times == 1 ? SessionNotice("datastream.sendFailed", arguments, severity: .error)
                            : SessionNotice("datastream.burstRefused", [String(refused), String(times)] + arguments,
                                            severity: .error))
            showMessages()
        } else {
            // As the original: a message that went out leaves the field empty.
            message = ""
            set(.message, .text(""))
        }
    }

    // MARK: - Panel

    private func remember(_ line: CreateDataStreamMessage) {
        history.append(line)
        history = Array(history.suffix(Self.historyShown))
        showMessages()
    }

    private func showMessages() {
        var lines: [SessionPanel.Line] = [
            streamId == 0 ? .localized("datastream.panel.noStream", style: .dim)
                          : .localized("datastream.panel.stream", [String(streamId), String(sentCount)]),
            .localized("datastream.panel.received", [String(receivedCount)], style: .dim),
        ]
        lines += history.map { line in
            switch line {
            case .received(let uid, let streamId, let text): .verbatim("\(uid) #\(streamId)  \(text)")
            case .sent(let streamId, let text): .localized("datastream.panel.sent", [String(streamId), text], style: .accent)
            case .lost(let uid, let missed, let cached):
                .localized("datastream.panel.lost", [String(uid), String(missed), String(cached)], style: .warning)
            }
        }
        showPanel(SessionPanel(titleKey: "datastream.panel.title", lines: lines))
    }

    // MARK: - Teardown

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        enable(.send, false)
        enable(.burst, false)
        engine.stopPreview()
        engine.disableVideo()
        engine.disableAudio()
    }
}
