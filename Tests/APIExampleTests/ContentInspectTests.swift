import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// ContentInspect in virtual time: image moderation enabled before joining with the form's interval, one upload a
/// interval in the log once the video goes out, the webhook label, SwitchCamera, and the form's checks.
@MainActor
@Suite struct ContentInspectTests {
    @Test func uploadsAreLoggedAndResultsGoToTheWebhook() throws {
        let run = try CaseRun("ContentInspect", seconds: 5.2)
        #expect(run.called("enableContentInspect", with: "true, config: {modules: [{type: .imageModeration, interval: 1, "
                           + "position: .preEncoder}], extraInfo: nil}", returned: 0),
                "\(LogExcerpt(run.logEntries.prefix(12)))")
        let enable = run.firstIndex(of: .call("enableContentInspect")), join = run.firstIndex(of: .call("joinChannel"))
        #expect(enable != nil && join != nil && enable! < join!, "set before joining, as the original")
        // The first uploads wait for the video to go out (about 0.3 s in), then one a second.
        #expect((4...5).contains(run.logLines(startingWith: "[sim] contentInspect screenshot ").count), "\(run.logLines(startingWith: "[sim]"))")
        #expect(run.panelText.first == "Please obtain the pornographic identification results through the console webhook.")
        #expect(run.panelText.contains("Image moderation: a screenshot every 1 s while sending video"))
        run.session.stop()
    }

    @Test func theIntervalComesFromTheForm() throws {
        let run = try CaseRun("ContentInspect", form: ["interval": "3"], seconds: 10)
        #expect((2...3).contains(run.logLines(startingWith: "[sim] contentInspect screenshot ").count))
        run.session.stop()
        let interval = try CaseRun.field("ContentInspect", "interval")
        #expect(FieldValidator.problem(interval, value: "0") == "error.number.range")
        #expect(FieldValidator.problem(interval, value: "x") == "error.number.notNumber")
        let channel = try CaseRun.field("ContentInspect", "channelName")
        #expect(FieldValidator.problem(channel, value: "") != nil, "the original requires a name")
    }

    /// Whether the local tile shows the picture that goes out mirrored (the front camera's preview with the
    /// default mirror mode) or as it is (the rear camera's); nil until both are there for the same instant.
    static func previewIsMirrored(_ run: CaseRun) throws -> Bool? {
        let shown = try #require(run.session.tiles.first { $0.isLocal }?.latestFrame)
        let sent = try #require(run.session.engine?.simSentVideoFrame)
        guard shown.timestampMs == sent.timestampMs, shown.luma != shown.mirroredHorizontally().luma else { return nil }
        if shown.luma == sent.mirroredHorizontally().luma { return true }
        return shown.luma == sent.luma ? false : nil
    }

    @Test func switchCameraFlipsTheCamera() throws {
        let run = try CaseRun("ContentInspect", seconds: 3)
        #expect(run.panelText.contains("Camera: front"))
        #expect(try Self.previewIsMirrored(run) == true, "the front camera's preview is mirrored")
        run.press("switchCamera")
        run.advance(0.5)
        #expect(run.called("switchCamera", returned: 0) && run.panelText.contains("Camera: rear"))
        #expect(try Self.previewIsMirrored(run) == false, "the rear camera's is not")
        run.press("switchCamera")
        run.advance(0.5)
        #expect(run.panelText.contains("Camera: front"))
        #expect(try Self.previewIsMirrored(run) == true)
        run.session.stop()
    }
}
