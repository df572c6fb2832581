import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// CreateDataStream in virtual time: the first Send creates the stream with the form's config and sends on it, the
/// peers' messages and answers are listed with uid, the SDK's refusals reach the user localized, and losses on a
/// lossy network are listed.
@MainActor
@Suite struct CreateDataStreamTests {
    @Test func theFirstSendCreatesTheStreamAndTheMessageIsListed() throws {
        let run = try CaseRun("CreateDataStream", form: ["ordered": "true"], seconds: 4)
        #expect(run.panelText.first == "No stream yet: the first Send creates it")
        #expect(run.calls("createDataStream").count == 0, "created on the first Send, as the original")
        run.session.set("message", .text("hello"))
        run.press("send")
        #expect(run.calls("createDataStream", with: "config: {syncWithAudio: false, ordered: true}", returned: 0).count == 1, "\(run.trail)")
        #expect(run.called("sendStreamMessage", with: "streamId: 1, data: 5 bytes", returned: 0))
        #expect(run.panelText.first == "Stream 1: 1 sent")
        #expect(run.panelText.contains("you #1  hello"))
        #expect(run.control("message")?.kind == .text(""), "a message that went out leaves the field empty")
        // The stream is cached: the next Send uses it.
        run.session.set("message", .text("again"))
        run.press("send")
        #expect(run.calls("createDataStream").count == 1 && run.panelText.first == "Stream 1: 2 sent")
        // A peer answers both in one message, listed with its uid.
        run.advance(1)
        #expect(run.panelText.contains { $0.hasSuffix(" #1  got 2 messages, last \"again\"") }, "\(run.panelText)")
        run.session.stop()
    }

    // The messages and losses are the app's own notes, worded for the reader: they are read as worded.
    @Test func peersMessagesAreListedWithTheirUid() throws {
        let run = try CaseRun("CreateDataStream", seconds: 12)
        #expect(run.panelText.contains { $0.range(of: #"^\d+ #1  \S.* #1$"#, options: .regularExpression) != nil },
                "\(run.panelText)")
        #expect(run.panelText.contains { $0.hasPrefix("Received: ") && $0 != "Received: 0" })
        #expect(!run.logLines(startingWith: "from: ").isEmpty)
        run.session.stop()
    }

    @Test func theSDKsRefusalsAreShownLocalized() throws {
        let run = try CaseRun("CreateDataStream", seconds: 2)
        // Empty: ignored, as the original, with a word.
        run.press("send")
        #expect(run.session.notice?.key == "datastream.empty" && run.calls("sendStreamMessage").count == 0)
        // Over 1 KB: said at the field, then refused by the SDK (-114) when sent.
        run.session.set("message", .text(String(repeating: "x", count: 1100)))
        #expect(run.session.notice == SessionNotice("datastream.tooLong", ["1100", "1024"], severity: .error))
        run.press("send")
        #expect(run.session.notice == SessionNotice("datastream.sendFailed", ["-114", "sdk.error.114"], severity: .error))
        #expect(run.control("message")?.kind == .text(String(repeating: "x", count: 1100)), "kept to be shortened")
        // 70 at once: the stream's 60 a second go, the rest are refused (-115).
        run.session.set("message", .text("tick"))
        run.press("burst")
        #expect(run.session.notice == SessionNotice("datastream.burstRefused", ["10", "70", "-115", "sdk.error.115"],
                                                    severity: .error))
        #expect(run.panelText.contains("you #1  tick ×60") && run.panelText.first == "Stream 1: 60 sent")
        run.session.stop()
    }

    @Test func theAudienceIsRefused() throws {
        var audience = GlobalSettings()
        audience.role = "audience"
        let run = try CaseRun("CreateDataStream", settings: audience, seconds: 2)
        run.session.set("message", .text("hi"))
        run.press("send")
        #expect(run.session.notice == SessionNotice("datastream.sendFailed", ["-5", "sdk.error.5"], severity: .error))
        run.session.stop()
    }

    @Test func lossesOnALossyNetworkAreListed() throws {
        var lossy = GlobalSettings()
        lossy.networkProfile = "lossy"
        lossy.remoteUserCount = 1
        let run = try CaseRun("CreateDataStream", settings: lossy)
        var waited = 0
        while run.logLines(startingWith: "didOccurStreamMessageErrorFromUid: ").isEmpty && waited < 120 {
            run.advance(1)
            waited += 1
        }
        #expect(waited < 120, "a quarter of the peer's messages are lost")
        #expect(run.panelText.contains { $0.range(of: #"^\d+: \d+ lost, \d+ held back$"#, options: .regularExpression) != nil },
                "\(run.panelText)")
        #expect(run.logLines(startingWith: "didOccurStreamMessageErrorFromUid: ").first?.contains(" error 117, missed ") == true)
        run.session.stop()
    }
}
