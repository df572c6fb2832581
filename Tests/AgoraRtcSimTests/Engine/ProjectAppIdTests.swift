import Testing
import TestSupport
@testable import AgoraRtcSim

/// The simulated cloud knows one project: other App IDs fail the join with invalid App ID.
@Suite struct ProjectAppIdTests {
    private let project = TestProject.appId

    @Test func aForeignAppIdFailsTheJoin() {
        let sim = SimHarness(remotes: 1, appId: "0123456789abcdef0123456789abcdef", projectAppId: project)
        sim.joinAsBroadcaster()
        sim.advance(5)
        #expect(sim.recorder.events.filter { !$0.hasPrefix("local") && !$0.hasPrefix("role") } == [
            "connection connecting connecting", "connection failed invalidAppId", "error invalidAppId",
        ])
        #expect(sim.engine.getConnectionState() == .failed)
        #expect(sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: .init(), joinSuccess: nil) == -17)
        #expect(sim.engine.leaveChannel(nil) == 0)
    }

    @Test func aMalformedAppIdFailsEvenWhenItMatches() {
        let sim = SimHarness(remotes: 0, appId: "sim-app", projectAppId: "sim-app")
        sim.joinAsBroadcaster()
        #expect(sim.recorder.events.contains("connection failed invalidAppId"))
    }

    @Test func theProjectsAppIdJoins() {
        let sim = SimHarness(remotes: 0, appId: project, projectAppId: project)
        sim.joinAsBroadcaster()
        #expect(sim.engine.getConnectionState() == .connected)
    }

    @Test func withoutAProjectAnyAppIdJoins() {
        let sim = SimHarness(remotes: 0, appId: "anything")
        sim.joinAsBroadcaster()
        #expect(sim.engine.getConnectionState() == .connected)
    }
}
