import AgoraRtcSim
import Foundation

/// Video metadata (SEI): a payload of up to 1024 bytes rides on the next video frame the host sends, pulled by the
/// SDK from the app's data source (which refuses a longer one: nothing is sent); metadata from remote hosts arrives
/// through the metadata delegate, and the panel lists it with the local user's own as sent.
///
/// Departures from the original:
/// - A message to send can be typed on the form and in the session (left empty, the current date and time is sent, as
///   in the original), and a "send on join" switch sends once by itself.
/// - Received metadata comes through `receiveMetadata(_:fromUser:atTimestamp:)`, the simulated SDK's spelling, where
///   the original implements `didMetadataReceived(_: AgoraMetadata)`; it is listed in a panel (uid, timestamp, text,
///   with the payloads sent and both counts) instead of one "Metadata received" alert per payload.
/// - Send as audience gives a notice and queues nothing (the original queues a payload the SDK never takes); a payload
///   over 1024 bytes gets a notice besides the log line.
/// - Every remote host gets a tile, removed when the host leaves; the original has one remote view that the latest
///   joiner takes and that keeps its last frame after the user leaves.
final class VideoMetadataMain: CaseSession<VideoMetadataEntry>, ControlledSession, AgoraMediaMetadataDataSource, AgoraMediaMetadataDelegate {
    enum Control: String, CaseControl {
        case send, message

        var labelKey: String {
            switch self {
            case .send: "control.sendVideoMetadata"
            case .message: "control.metadataText"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .send: .action
            // The form's text, if any; start() sets it.
            case .message: .text("")
            }
        }

        /// Metadata rides on the video sent in the channel.
        var startsEnabled: Bool { self != .send }
    }

    /// How many payloads (sent and received) the panel keeps.
    static let historyShown = 6

    /// One payload in the panel's list: the local user's own as sent, or a remote host's as received.
    private struct Payload {
        let uid: Int?
        let timestamp: Int
        let text: String
    }

    /// The payload waiting for the next frame. The SDK asks for it on its own queue with every frame it sends,
    /// so it lives behind a lock, not on the main actor.
    private nonisolated let pendingMetadata = Locked<Data?>(nil)
    /// What Send sends; empty: the current date and time.
    private var message = ""
    private var sentCount = 0
    private var receivedCount = 0
    /// Newest first; `uid` nil for what the local user sent.
    private var history: [Payload] = []

    override func start() {
        message = config.metadata
        set(.message, .text(message))
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        // Registered before joining, so the very first frames could carry metadata.
        engine.setMediaMetadataDataSource(self, with: .video)
        engine.setMediaMetadataDelegate(self, with: .video)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        engine.setupLocalVideo(localCanvas())
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)
        showMetadataPanel()

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    // MARK: - AgoraMediaMetadataDataSource (the engine's queue, every frame sent)

    nonisolated func metadataMaxSize() -> Int { AgoraMaxMetadataSizeType.max.rawValue }

    nonisolated func readyToSendMetadata(atTimestamp timestamp: TimeInterval, sourceType: AgoraVideoSourceType) -> Data? {
        // One-shot: taken here, the payload goes with exactly one frame.
        guard let data = pendingMetadata.withLock({ pending -> Data? in
            defer { pending = nil }
            return pending
        }) else { return nil }
        // Over the declared size the SDK would drop it anyway: like the original, nothing is sent.
        guard data.count <= metadataMaxSize() else {
            let size = String(data.count), limit = String(metadataMaxSize())
            onMain {
                self.note("metadata.log.tooLong", [size], kind: .error)
                self.show(SessionNotice("metadata.tooLong", [size, limit], severity: .error))
                self.showMetadataPanel()
            }
            return nil
        }
        let stamp = Int(timestamp)
        let text = String(decoding: data, as: UTF8.self)
        onMain {
            self.sentCount += 1
            self.remember(Payload(uid: nil, timestamp: stamp, text: text))
            self.note("metadata.log.sent", [String(data.count), String(stamp)])
            self.showMetadataPanel()
        }
        return data
    }

    // MARK: - AgoraMediaMetadataDelegate

    nonisolated func receiveMetadata(_ data: Data, fromUser uid: Int, atTimestamp timestamp: TimeInterval) {
        let text = String(decoding: data, as: UTF8.self)
        let stamp = Int(timestamp)
        onMain {
            // The original raises an alert per payload; with hosts sending every few seconds a list reads better.
            self.receivedCount += 1
            self.remember(Payload(uid: uid, timestamp: stamp, text: text))
            self.note("metadata.log.received", [String(uid), String(stamp), text])
            self.showMetadataPanel()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain {
            self.enable(.send, true)
            if self.config.sendOnJoin { self.send() }
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
        case .send: send()
        // Kept for Send, which may come later (or again).
        case .message: message = value.text
        }
        return true
    }

    /// The message's bytes, or without one the current date and time as text, like the original's payload.
    private func payload() -> Data {
        guard message.isEmpty else { return Data(message.utf8) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
        return Data(formatter.string(from: Date(timeIntervalSince1970: context.clock.unixNow)).utf8)
    }

    /// Like the original's button, this only leaves the payload for the SDK, which takes it with the next frame;
    /// one over the size limit is refused there, in the data source (as the original's is).
    private func send() {
        let data = payload()
        if clientRole != .broadcaster {
            // Metadata rides on the video this user sends; the audience sends none.
            show(SessionNotice("metadata.notPublishing", severity: .error))
        } else {
            pendingMetadata.withLock { $0 = data }
            note("metadata.log.queued", [String(data.count)])
            showMetadataPanel()
        }
    }

    // MARK: - Panel

    private func showMetadataPanel() {
        let waiting = pendingMetadata.withLock { $0?.count }
        var lines: [SessionPanel.Line] = [
            waiting.map { .localized("metadata.panel.waiting", [String($0)], style: .accent) }
                ?? .localized("metadata.panel.nothingWaiting", style: .dim),
            .localized("metadata.panel.sent", [String(sentCount)]),
            .localized("metadata.panel.received", [String(receivedCount)], style: .dim),
        ]
        lines += history.map { payload in
            payload.uid.map { .verbatim("\($0) @\(payload.timestamp)ms  \(payload.text)") }
                ?? .localized("metadata.panel.ownSent", [String(payload.timestamp), payload.text], style: .accent)
        }
        showPanel(SessionPanel(titleKey: "metadata.panel.title", lines: lines))
    }

    private func remember(_ payload: Payload) {
        history.insert(payload, at: 0)
        history = Array(history.prefix(Self.historyShown))
    }

    // MARK: - Teardown

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        enable(.send, false)
        engine.stopPreview()
        engine.disableAudio()
        engine.disableVideo()
    }
}
