import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// Neither the App Certificate nor any token may reach the log, a notice or headless output.
@MainActor
@Suite struct CredentialLeakTests {
    @Test(arguments: MenuRegistry.allItems.map(\.id))
    func noCredentialInAnythingTheUserSees(_ id: String) throws {
        var settings = GlobalSettings()
        // Below Settings' 60 s floor, so a token is renewed (at 5 s) and outlived within 40 s of virtual time.
        settings.tokenExpireSeconds = 35
        let keys = TestProject.certified
        let clock = AgoraSimVirtualClock()
        var seen: [String] = []
        let session = try CaseRun.start(id, context: .virtual(settings: settings, keyCenter: keys, clock: clock)) { session in
            session.onEvent = { event in
                if case .notice(let notice?) = event { seen.append(notice.key + notice.arguments.joined()) }
            }
        }
        // A question the case asks first (ThirdBeautify's vendor sheet) is answered as a user would.
        if session.prompt?.control != nil { session.answerPrompt(granted: true) }
        clock.advance(by: 40)
        session.stop()
        seen += session.log.entries.flatMap { [$0.text, $0.text(Localizer(.zhHans))] + $0.arguments }
        let everything = seen.joined(separator: "\n")
        // A player that never joins has its token in the URL it opened, never renewed.
        let tokenInUse = CaseRun.playsWithoutJoining.contains(id)
            ? session.log.called("open", selector: "open(withUrl:startTime:cb:)", containing: "token=<token>")
            : session.log.entries.contains { $0.key == "token.log.renewed" }
        // A pre-call test joins nothing and needs no token.
        #expect(tokenInUse || CaseRun.testsWithoutJoining.contains(id) || CaseRun.withoutEngine.contains(id),
                "the scan must cover tokens in use")
        #expect(!everything.contains(keys.appCertificate ?? "-"))
        #expect(!everything.lowercased().contains((keys.appCertificate ?? "-").lowercased()))
        #expect(!everything.contains("007eJ"), "a token reached the log")
    }

    @Test func maskedCertificateShowsAtMostFourCharacters() {
        #expect(KeyCenter.masked("5CFd2fd1755d40ecb72977518be15d3b") == "****5d3b")
        #expect(KeyCenter.masked(nil) == "")
        #expect(KeyCenter.masked("abc") == "****")
    }
}
