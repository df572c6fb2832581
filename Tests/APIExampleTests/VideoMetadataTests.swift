import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// VideoMetadata in virtual time: the 1024-byte limit in the form and the control, typed text sent with one frame,
/// remote metadata listed, and an audience that sends nothing.
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
        #expect(run.session.notice == SessionNotice("metadata.tooLong", ["1100", "1024"], severity: .error))
        run.advance(1)
        #expect(run.count("← readyToSendMetadata") == 0 && run.panelText.first == "Nothing waiting to send")
        run.session.stop()
    }

    @Test func typedTextGoesWithOneFrameAndRemoteMetadataIsListed() throws {
        let run = try CaseRun("VideoMetadata", form: ["metadata": "chapter 2"])
        run.advance(2)
        run.press("send")
        #expect(run.panelText.first == "Next frame carries 9 bytes")
        run.advance(0.2)
        #expect(run.panelText.prefix(2) == ["Nothing waiting to send", "Sent: 1"])
        #expect(run.texts.contains { $0.hasPrefix("← readyToSendMetadata") && $0.hasSuffix("→ 9 bytes: sent with this frame") })
        run.advance(10)
        #expect(run.panelText.contains("Received: 2"))
        #expect(run.panelText.last?.hasSuffix("hello #1") == true, "newest first")
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
