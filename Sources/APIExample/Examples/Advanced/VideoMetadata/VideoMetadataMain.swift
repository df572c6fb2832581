import AgoraRtcSim
import Foundation
import Synchronization

/// Video metadata (SEI): a payload of up to 1024 bytes rides on the next video frame the host sends, pulled by the
/// SDK from the app's data source; metadata from remote hosts arrives through the metadata delegate.
final class VideoMetadataMain: BaseSession, AgoraMediaMetadataDataSource, AgoraMediaMetadataDelegate {
    static let presets = ["time", "typed", "hello", "oversized"].map { ChoiceOption($0, "metadataPreset." + $0) }
    /// How many received payloads the panel keeps.
    static let receivedShown = 6

    /// The payload waiting for the next frame. The SDK asks for it on its own queue with every frame it sends,
    /// so it lives behind a lock, not on the main actor.
    private nonisolated let pendingMetadata = Mutex<Data?>(nil)
    private var preset = "time"
    private var typedText = ""
    private var sentCount = 0
    private var receivedCount = 0
    private var received: [(uid: Int, timestamp: Int, text: String)] = []

    override func start() {
        typedText = configs.string("metadata")
        if !typedText.isEmpty { preset = "typed" }
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        // Registered before joining, so the very first frames could carry metadata.
        engine.setMediaMetadataDataSource(self, with: .video)
        engine.setMediaMetadataDelegate(self, with: .video)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(context.settings.encoderConfiguration)
        engine.setupLocalVideo(localCanvas())
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: configs.channelName, uid: 0, options: options)
    }

    // MARK: - AgoraMediaMetadataDataSource (the engine's queue, every frame sent)

    nonisolated func metadataMaxSize() -> Int { AgoraMaxMetadataSizeType.max.rawValue }

    nonisolated func readyToSendMetadata(atTimestamp timestamp: TimeInterval, sourceType: AgoraVideoSourceType) -> Data? {
        // One-shot: taken here, the payload goes with exactly one frame.
        guard let data = pendingMetadata.withLock({ pending -> Data? in
            defer { pending = nil }
            return pending
        }) else { return nil }
        // Over the declared size the SDK would drop it anyway; say so instead.
        guard data.count <= metadataMaxSize() else {
            onMain { self.note("metadata.log.tooLong", [String(data.count)], kind: .error) }
            return nil
        }
        let stamp = Int(timestamp)
        onMain {
            self.sentCount += 1
            self.note("metadata.log.sent", [String(data.count), String(stamp)])
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
            self.received.insert((uid, stamp, text), at: 0)
            self.received = Array(self.received.prefix(Self.receivedShown))
            self.note("metadata.log.received", [String(uid), String(stamp), text])
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        super.rtcEngine(engine, didJoinChannel: channel, withUid: uid, elapsed: elapsed)
        onMain { if self.configs.bool("sendOnJoin") { self.send() } }
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

    /// The selected preset's bytes. "time" is the current date and time as text, like the original's payload.
    private func payload() -> Data {
        switch preset {
        case "typed":
            return Data(typedText.utf8)
        case "hello":
            return Data("hello from \(status.localUid)".utf8)
        case "oversized":
            return Data(String(repeating: "SEI ", count: 275).utf8)
        default:
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
            return Data(formatter.string(from: Date(timeIntervalSince1970: context.clock.unixNow)).utf8)
        }
    }

    private var presetOptions: [ChoiceOption] {
        typedText.isEmpty ? Self.presets.filter { $0.value != "typed" } : Self.presets
    }

    /// Like the original's button, this only leaves the payload for the SDK, which takes it with the next frame.
    private func send() {
        let data = payload()
        if data.count > MetadataRule.maxBytes {
            show(SessionNotice("metadata.tooLong", [String(data.count), String(MetadataRule.maxBytes)], severity: .error))
        } else if status.role != .broadcaster {
            // Metadata rides on the video this user sends; the audience sends none.
            show(SessionNotice("metadata.notPublishing", severity: .error))
        } else {
            pendingMetadata.withLock { $0 = data }
            note("metadata.log.queued", [String(data.count)])
        }
        changed()
    }

    override var controls: [SessionControl] {
        [
            SessionControl(id: "send", labelKey: "control.sendVideoMetadata", kind: .action, isEnabled: status.isJoined),
            SessionControl(id: "message", labelKey: "control.metadataMessage", kind: .choice(options: presetOptions, selected: preset)),
        ]
    }

    override func perform(_ controlId: String, _ change: ControlChange) {
        guard let control = controls.first(where: { $0.id == controlId }), control.isEnabled else { return }
        switch (controlId, control.kind.applying(change)) {
        case ("send", _):
            send()
        case ("message", .choice(_, let selected)):
            preset = selected
        default:
            return
        }
        changed()
    }

    override var panel: SessionPanel? {
        let waiting = pendingMetadata.withLock { $0?.count }
        var lines: [SessionPanel.Line] = [
            waiting.map { .localized("metadata.panel.waiting", [String($0)], style: .accent) }
                ?? .localized("metadata.panel.nothingWaiting", style: .dim),
            .localized("metadata.panel.sent", [String(sentCount)]),
            .localized("metadata.panel.received", [String(receivedCount)], style: .dim),
        ]
        lines += received.map { .verbatim("\($0.uid) @\($0.timestamp)ms  \($0.text)") }
        return SessionPanel(titleKey: "metadata.panel.title", lines: lines)
    }

    // MARK: - Teardown

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.stopPreview()
        engine.disableAudio()
        engine.disableVideo()
    }
}
