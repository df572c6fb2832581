import AgoraRtcSim
import DesktopSound
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// The app's sound device against a fake server (issue 33): what it tells the session as the server answers, is
/// missing, goes away and comes back; one link per process; the microphone only when chosen and allowed; the
/// engine's Float blocks as the server's Int16 samples.
@Suite struct SoundDeviceTests {
    private func device(_ mode: SoundMode, microphone: Bool = false, server: FakeSoundServer,
                        hub: SoundHub? = nil, reports: SoundReports) -> SoundDevice {
        SoundDevice(mode: mode, wantsMicrophone: microphone, hub: hub ?? SoundHub(access: server.access),
                    report: { reports.keep($0) })
    }

    @Test func onOpensOneLinkAndPlaysTheMixAsInt16() throws {
        let server = FakeSoundServer(), reports = SoundReports()
        let sound = device(.on, server: server, reports: reports)
        sound.start()
        sound.start()
        let link = try #require(server.links.first)
        #expect(server.links.count == 1 && !link.capture && server.probeCount == 0)
        link.onState(.connecting)
        link.onState(.connected)
        #expect(reports.keys == ["soundServer.log.playing"])
        sound.play([0.4, -0.6, 1000.5, -1000.5, 40_000, -40_000, .nan, 12])
        #expect(link.played == [0, -1, 1001, -1001, 32_767, -32_768, 0, 12])
        #expect(!sound.capturesMicrophone && sound.capture() == nil)
    }

    @Test func onWithNoServerSaysSoOnceThenSaysWhenItAnswers() {
        let server = FakeSoundServer(), reports = SoundReports()
        let sound = device(.on, server: server, reports: reports)
        sound.start()
        let link = server.links[0]
        link.onState(.unavailable("Connection refused"))
        link.onState(.unavailable("Connection refused"))
        #expect(reports.all == [.notice(SessionNotice("soundServer.unavailable", ["Connection refused"], severity: .error))])
        link.onState(.connected)
        #expect(reports.keys == ["soundServer.unavailable", "soundServer.back", "soundServer.log.playing"])
    }

    @Test func aServerThatGoesAwayIsToldAndItsReturnToo() {
        let server = FakeSoundServer(), reports = SoundReports()
        let sound = device(.on, server: server, reports: reports)
        sound.start()
        let link = server.links[0]
        link.onState(.connected)
        link.onState(.lost("Connection terminated"))
        link.onState(.connecting)
        link.onState(.unavailable("Connection refused"))
        #expect(reports.keys == ["soundServer.log.playing", "soundServer.lost"])
        link.onState(.connected)
        #expect(reports.keys == ["soundServer.log.playing", "soundServer.lost", "soundServer.back"])
        #expect(server.links.count == 1, "the link reconnects itself; nothing is reopened")
    }

    @Test func autoWithNoServerIsSilentWithOneLogLine() {
        let server = FakeSoundServer(probeAnswer: .unavailable("Connection refused")), reports = SoundReports()
        let sound = device(.auto, server: server, reports: reports)
        sound.start()
        #expect(server.probeCount == 1 && server.links.isEmpty)
        #expect(reports.all == [.log(key: "soundServer.log.autoOff", arguments: ["Connection refused"])])
        sound.play(Array(repeating: 100, count: 960))
        #expect(server.links.isEmpty)
    }

    @Test func autoWithAServerPlays() {
        let server = FakeSoundServer(), reports = SoundReports()
        let sound = device(.auto, server: server, reports: reports)
        sound.start()
        #expect(server.probeCount == 1 && server.links.count == 1)
        server.links[0].onState(.connected)
        sound.play([5, 6])
        #expect(server.links[0].played == [5, 6])
    }

    @Test func oneLinkServesTheSessionsOneAfterAnother() {
        let server = FakeSoundServer(), reports = SoundReports()
        let hub = SoundHub(access: server.access)
        let first = device(.on, server: server, hub: hub, reports: reports)
        first.start()
        server.links[0].onState(.connected)
        first.play([1])
        first.stop()
        first.play([2])
        let second = device(.auto, server: server, hub: hub, reports: reports)
        second.start()
        #expect(server.probeCount == 0, "a hub already connected needs no probe")
        second.play([3])
        #expect(server.links.count == 1 && server.links[0].played == [1, 3])
        // The second session heard the link's state when it attached; the first hears nothing after its end.
        server.links[0].onState(.lost("gone"))
        #expect(reports.keys == ["soundServer.log.playing", "soundServer.log.playing", "soundServer.lost"])
    }

    @Test func theServersRequestsReachTheEngineThroughTheSessionPlayingNow() {
        let server = FakeSoundServer(), reports = SoundReports()
        let hub = SoundHub(access: server.access)
        let first = device(.on, server: server, hub: hub, reports: reports)
        let asked = Counter()
        #expect(first.requestSound { asked.bump() })
        first.start()
        server.links[0].onState(.connected)
        server.links[0].request()
        server.links[0].request()
        #expect(asked.value == 2)
        #expect(!first.requestSound(nil), "withdrawn: the engine goes back to its own timer")
        server.links[0].request()
        #expect(asked.value == 2)
        #expect(first.requestSound { asked.bump() })
        first.stop()
        server.links[0].request()
        #expect(asked.value == 2, "a session that ended is not asked")
        let second = device(.on, server: server, hub: hub, reports: reports)
        let secondAsked = Counter()
        #expect(second.requestSound { secondAsked.bump() })
        second.start()
        server.links[0].request()
        #expect(secondAsked.value == 1 && asked.value == 2)
        let off = device(.off, server: server, reports: reports)
        #expect(!off.requestSound { asked.bump() }, "an off device never asks")
    }

    @Test func theSystemMicrophoneIsCapturedOnlyOnceThePermissionStepAllowsIt() throws {
        let server = FakeSoundServer(), reports = SoundReports()
        let sound = device(.on, microphone: true, server: server, reports: reports)
        sound.start()
        #expect(!server.links[0].capture && !sound.capturesMicrophone)
        sound.allowMicrophone()
        #expect(sound.capturesMicrophone)
        let link = try #require(server.links.last)
        #expect(server.links.count == 2 && link.capture, "reopened with a record stream")
        #expect(RealTimePoll.eventually { server.links[0].closed }, "the playback-only link is closed, off this thread")
        link.onState(.connected)
        #expect(sound.capture() == nil, "nothing captured yet")
        link.feed((0..<960).map { Int16($0 - 480) })
        let block = try #require(sound.capture())
        #expect(block.count == 960 && block.first == -480 && block.last == 479)
    }

    @Test func theSimulatedMicrophoneNeverOpensARecordStream() {
        let server = FakeSoundServer(), reports = SoundReports()
        let sound = device(.on, microphone: false, server: server, reports: reports)
        sound.start()
        sound.allowMicrophone()
        #expect(!sound.capturesMicrophone && server.links.count == 1 && !server.links[0].capture)
    }

    @Test func aStoppedSessionIsToldNothingMore() {
        let server = FakeSoundServer(), reports = SoundReports()
        let sound = device(.on, server: server, reports: reports)
        sound.start()
        sound.stop()
        server.links[0].onState(.unavailable("x"))
        #expect(reports.all.isEmpty)
    }

    @Test @MainActor func virtualTimeIsNeverHeard() throws {
        let server = FakeSoundServer()
        var context = SessionContext.virtual(clock: AgoraSimVirtualClock())
        context.sound = .on
        context.soundHub = SoundHub(access: server.access)
        let host = try CaseRun.start("JoinChannelAudio", context: context)
        (context.clock as? AgoraSimVirtualClock)?.advance(by: 2)
        host.stop()
        #expect(server.links.isEmpty && server.probeCount == 0)
    }

    @Test func theNoticesAndLinesAreInBothLanguages() {
        for language in [Language.en, .zhHans] {
            let text = Localizer(language)
            for key in ["soundServer.log.playing", "soundServer.log.autoOff", "soundServer.log.microphone",
                        "soundServer.unavailable", "soundServer.lost", "soundServer.back", "soundMode.invalid"] {
                #expect(text(key) != key, "\(key) missing in \(language)")
            }
        }
    }
}

/// Counts calls from any thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func bump() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
