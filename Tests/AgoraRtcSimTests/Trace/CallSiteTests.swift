import Foundation
import Testing
import TestSupport
@testable import AgoraRtcSim

/// Every traced SDK call names the line of the app that made it, through the defaulted `file:line:` arguments.
@Suite struct CallSiteTests {
    private static let thisFile = AgoraSimCallSite(file: #filePath, line: 0).path

    @Test func twoJoinsFromTwoLinesCarryTheirOwnLines() {
        let sim = SimHarness()
        let options = AgoraRtcChannelMediaOptions()
        let firstLine = #line + 1
        sim.engine.joinChannel(byToken: nil, channelId: "one", uid: 1, mediaOptions: options, joinSuccess: nil)
        sim.advance(0.5)
        sim.engine.leaveChannel()
        sim.advance(0.5)
        let secondLine = #line + 1
        sim.engine.joinChannel(byToken: nil, channelId: "two", uid: 2, mediaOptions: options, joinSuccess: nil)
        let joins = sim.trace.events.filter { $0.kind == .apiCall && $0.method == "joinChannel" }
        #expect(joins.map(\.site) == [AgoraSimCallSite(path: Self.thisFile, line: firstLine),
                                      AgoraSimCallSite(path: Self.thisFile, line: secondLine)])
        #expect(Self.thisFile == "Tests/AgoraRtcSimTests/Trace/CallSiteTests.swift")
    }

    @Test func callbacksAndSimulationLinesHaveNoSite() {
        let sim = SimHarness()
        sim.joinAsBroadcaster()
        sim.advance(2)
        let others = sim.trace.events.filter { $0.kind != .apiCall }
        #expect(!others.isEmpty)
        #expect(others.allSatisfy { $0.site == nil })
        // The harness makes its engine through the registry, as the engine's own code would: that line has no site.
        let calls = sim.trace.events.filter { $0.kind == .apiCall && $0.method != "sharedEngine" }
        #expect(!calls.isEmpty)
        #expect(calls.allSatisfy { $0.site?.path.hasPrefix("Tests/AgoraRtcSimTests/Support/") == true })
    }

    @Test func aCallTheEngineMakesOfItselfClaimsNoLine() {
        let engineLine = AgoraSimCallSite(path: "Sources/AgoraRtcSim/API/Engine/AgoraRtcEngineKit+Channel.swift", line: 9)
        #expect(engineLine.isInsideEngine)
        #expect(!AgoraSimCallSite(path: Self.thisFile, line: 1).isInsideEngine)
    }

    @Test func aCompiledPathKeepsOnlyThePackagePart() {
        let site = AgoraSimCallSite(file: "/somewhere/pkg/Sources/APIExample/Examples/X.swift", line: 12)
        #expect(site.path == "Sources/APIExample/Examples/X.swift")
        #expect(site == AgoraSimCallSite(path: "Sources/APIExample/Examples/X.swift", line: 12))
        #expect(site.description == "Sources/APIExample/Examples/X.swift:12")
    }
}
