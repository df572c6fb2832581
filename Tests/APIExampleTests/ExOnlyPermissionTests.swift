import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// The permission dialog for a joinChannelEx connection on its own (no main channel to hold it).
@MainActor
@Suite struct ExOnlyPermissionTests {
    private func session(_ permission: String) -> (SessionHost, AgoraSimVirtualClock) {
        var settings = GlobalSettings()
        settings.permission = permission
        let clock = AgoraSimVirtualClock()
        let session = CaseRun.start(context: .virtual(settings: settings, clock: clock)) { ExOnlySession(configs: [:], context: $0) }
        return (session, clock)
    }

    @Test func theDialogIsRaisedForAnExConnectionAlone() {
        let (session, clock) = session("ask")
        #expect(session.prompt?.key == "permission.ask")
        clock.advance(by: 1)
        #expect(!session.log.called("joinChannelEx"))
        session.answerPrompt(granted: true)
        clock.advance(by: 1)
        #expect(session.prompt == nil)
        #expect(session.engine?.getConnectionStateEx(ExOnlySession.connection) == .connected)
        session.stop()
    }

    @Test func aDeniedDialogStopsIt() {
        let (session, clock) = session("ask")
        session.answerPrompt(granted: false)
        clock.advance(by: 1)
        #expect(session.notice?.key == "permission.denied")
        #expect(!session.log.called("joinChannelEx"))
        session.stop()
    }

    @Test func deniedInSettingsNeverJoins() {
        let (session, clock) = session("denied")
        clock.advance(by: 1)
        #expect(session.notice?.key == "permission.denied")
        #expect(!session.log.called("joinChannelEx"))
        session.stop()
    }
}
