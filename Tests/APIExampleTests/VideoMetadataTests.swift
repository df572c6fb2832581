import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// VideoMetadata in virtual time: the 1024-byte limit in the form and in the data source, typed text sent with one
/// frame and listed as sent, remote metadata listed, and an audience that sends nothing.
@MainActor
@Suite struct VideoMetadataTests {
    @Test func theFormAndTheControlRefuseMoreThan1024Bytes() throws {
        let text = try CaseRun.field("VideoMetadata", "metadata")
        #expect(FieldValidator.problem(text, value: String(repeating: "a", count: 1024)) == nil)
        #expect(FieldValidator.problem(text, value: String(repeating: "a", count: 1025)) == "error.metadata.tooLong")
        #expect(FieldValidator.problem(text, value: String(repeating: "元", count: 342)) == "error.metadata.tooLong", "bytes, not characters")

        let run = try CaseRun("VideoMetadata")
        run.advance(2)
        // The message line takes what the user types; Enter hands it to the case, which sends it with Send.
        run.session.set("message", .text(String(repeating: "x", count: 1100)))
        #expect(run.control("message")?.kind == .text(String(repeating: "x", count: 1100)))
        run.press("send")
        // Queued like the original's; the data source refuses it when the SDK asks with the next frame.
        #expect(run.panelText.first == "Next frame carries 1100 bytes" && run.session.notice == nil)
        run.advance(1)
        #expect(run.session.notice == SessionNotice("metadata.tooLong", ["1100", "1024"], severity: .error))
        #expect(run.logLines(startingWith: "Metadata too long (1100 bytes): not sent").count == 1)
        #expect(run.callbacks("readyToSendMetadata").count == 0, "nothing went out with any frame")
        #expect(run.panelText.prefix(2) == ["Nothing waiting to send", "Sent: 0"])
        run.session.stop()
    }

    @Test func typedTextGoesWithOneFrameAndRemoteMetadataIsListed() throws {
        let run = try CaseRun("VideoMetadata", form: ["metadata": "chapter 2"])
        run.advance(2)
        run.press("send")
        #expect(run.panelText.first == "Next frame carries 9 bytes")
        run.advance(0.2)
        #expect(run.panelText.prefix(2) == ["Nothing waiting to send", "Sent: 1"])
        #expect(run.panelText.contains { $0.hasPrefix("you @") && $0.hasSuffix("ms  chapter 2 (sent)") }, "the local user's own")
        #expect(run.heard("readyToSendMetadata", endingWith: "→ 9 bytes: sent with this frame"))
        run.advance(10)
        #expect(run.panelText.contains("Received: 2"))
        // Newest first: what arrived after the local user's own payload is listed above it.
        let own = run.panelText.firstIndex { $0.hasSuffix("chapter 2 (sent)") }, heard = run.panelText.lastIndex { $0.hasSuffix("hello #1") }
        #expect(own != nil && heard != nil && heard! < own!)
        run.session.stop()
    }

    @Test func theAudienceSendsNoMetadata() throws {
        var audience = GlobalSettings()
        audience.role = "audience"
        let run = try CaseRun("VideoMetadata", settings: audience)
        run.advance(2)
        run.press("send")
        #expect(run.session.notice?.key == "metadata.notPublishing")
        run.session.stop()
    }
}
