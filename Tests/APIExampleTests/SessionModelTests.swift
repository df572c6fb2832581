import AgoraRtcSim
import Testing
@testable import APIExample

/// The session model end to end in virtual time: what a case overrides never breaks the screen, one permission
/// answer serves every connection, and controls change through the user's path.
@MainActor
@Suite struct SessionModelTests {
    /// Overrides the callbacks the base class used to need `super` for, and calls none of it.
    final class ForgetfulMain: BaseSession, ControlledSession {
        enum Control: String, CaseControl {
            case mute, refuse, second
            var labelKey: String { "control.muteLocalAudio" }
            var kind: SessionControl.Kind { self == .second ? .action : .toggle(false) }
        }

        let exDelegate = SilentDelegate()
        var applied: [String] = []

        override func start() {
            let engine = makeEngine()
            engine.setClientRole(.broadcaster)
            engine.enableVideo()
            engine.setupLocalVideo(localCanvas())
            engine.startPreview()
            var options = AgoraRtcChannelMediaOptions()
            options.publishCameraTrack = true
            options.publishMicrophoneTrack = true
            options.clientRoleType = .broadcaster
            joinWhenPermitted(channel: "model", uid: 0, options: options)
        }

        override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {}
        override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, reportRtcStats stats: AgoraChannelStats) {}
        override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStats stats: AgoraRtcLocalVideoStats,
                                            sourceType: AgoraVideoSourceType) {}
        override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, connectionChangedTo state: AgoraConnectionState,
                                            reason: AgoraConnectionChangedReason) {}

        func apply(_ control: Control, _ value: ControlValue) -> Bool {
            applied.append("\(control.rawValue)=\(value)")
            switch control {
            case .mute: return engine?.muteLocalAudioStream(value.bool) == 0
            case .refuse: return false
            case .second:
                var options = AgoraRtcChannelMediaOptions()
                options.clientRoleType = .audience
                joinExWhenPermitted(AgoraRtcConnection(channelId: "model-2", localUid: 5), delegate: exDelegate, options: options)
                return true
            }
        }
    }

    final class SilentDelegate: AgoraRtcEngineDelegate, Sendable {}

    private static let item = MenuItem(id: "Forgetful", nameKey: "case.JoinChannelVideo.name", noteKey: "case.JoinChannelVideo.note",
                                       keyAPIs: [], path: "", flavours: [.uiKit], entry: JoinChannelVideoEntry.self, main: ForgetfulMain.self)

    private func host(_ settings: GlobalSettings = GlobalSettings(), clock: AgoraSimVirtualClock) -> SessionHost {
        SessionHost.start(Self.item, configs: [:], context: .virtual(settings: settings, clock: clock))
    }

    @Test func overridingCallbacksWithoutSuperLeavesTheScreenRight() {
        let clock = AgoraSimVirtualClock()
        let session = host(clock: clock)
        clock.advance(by: 5)
        #expect(session.status.isJoined && session.status.connectionState == .connected)
        #expect(session.status.duration > 0, "channel stats reach the status line")
        #expect(session.tiles.first?.stats.hasVideoStats == true, "local video stats reach the local tile")
        #expect(session.tiles.first?.uid == session.status.localUid && session.status.localUid != 0)
        #expect(session.session.isJoined)
        session.stop()
    }

    @Test func controlsChangeThroughTheKeysPathAndKeepTheirValueWhenRefused() throws {
        let clock = AgoraSimVirtualClock()
        let session = host(clock: clock)
        clock.advance(by: 1)
        let main = try #require(session.session as? ForgetfulMain)
        #expect(session.controls.map(\.id) == ["mute", "refuse", "second"])
        session.perform("mute", .activate)
        session.perform("refuse", .activate)
        clock.advance(by: 0.1)
        #expect(main.applied == ["mute=true", "refuse=true"])
        #expect(session.state.control("mute")?.kind == .toggle(true))
        #expect(session.state.control("refuse")?.kind == .toggle(false), "refused: the switch springs back")
        #expect(session.log.called("muteLocalAudioStream", with: "true", returned: 0))
        session.stop()
    }

    @Test func permissionIsAskedOnceForEveryConnectionOfTheSession() throws {
        var settings = GlobalSettings()
        settings.permission = "ask"
        let clock = AgoraSimVirtualClock()
        let session = host(settings, clock: clock)
        clock.advance(by: 1)
        #expect(session.prompt?.key == "permission.ask")
        #expect(!session.status.isJoined, "nothing joins before the answer")
        session.answerPrompt(granted: true)
        clock.advance(by: 2)
        #expect(session.prompt == nil && session.status.isJoined)
        session.perform("second", .activate)
        clock.advance(by: 2)
        #expect(session.prompt == nil, "the answer holds for the joinChannelEx connection")
        let engine = try #require(session.session.engine)
        #expect(engine.getConnectionStateEx(AgoraRtcConnection(channelId: "model-2", localUid: 5)) == .connected)
        #expect(session.log.entries.filter { $0.key == "permission.log.asking" }.count == 1)
        session.stop()
    }

    @Test func aDeniedAnswerHoldsForLaterConnectionsToo() {
        var settings = GlobalSettings()
        settings.permission = "ask"
        let clock = AgoraSimVirtualClock()
        let session = host(settings, clock: clock)
        clock.advance(by: 0.5)
        session.answerPrompt(granted: false)
        session.perform("second", .activate)
        clock.advance(by: 2)
        #expect(session.notice?.key == "permission.denied")
        #expect(session.prompt == nil)
        #expect(!session.log.callOrder.contains { $0.hasPrefix("joinChannel") })
        session.stop()
    }
}
