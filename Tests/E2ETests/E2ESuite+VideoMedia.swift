import Foundation
import Testing

extension E2ESuite {
    /// `apiexample run` for each video media case: joins, its key calls and callbacks appear, it ends with destroy.
    @Test(.enabled(if: AppBinary.isAvailable))
    func videoMediaCasesRunHeadless() throws {
        let app = try AppBinary.require()
        let expected = [
            "CustomVideoSourcePush": ["setExternalVideoSource(", "pushExternalVideoFrame(", "localVideoStats:sourceType:) 160x90@15fps"],
            "CustomVideoRender": ["setVideoFrameDelegate(", "← onRenderVideoFrame(_:uid:channelId:)"],
            "RawVideoData": ["setVideoFrameDelegate(", "← onCapture(_:sourceType:)", "← onRenderVideoFrame(_:uid:channelId:)"],
        ]
        for (id, needles) in expected {
            let result = try CommandRunner.run(app, ["run", id, "--virtual-time", "--seconds", "5"])
            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stdout.contains("didJoinChannel"), "\(id) never joined\n\(result)")
            for needle in needles { #expect(result.stdout.contains(needle), "\(id): no \(needle)\n\(result)") }
            #expect(result.stdoutLines.last?.contains("destroy()") == true, "\(result)")
        }
    }

    /// A clip that cannot be read is said so, in the log, and nothing joins.
    @Test(.enabled(if: AppBinary.isAvailable))
    func aMissingClipIsReportedHeadless() throws {
        let result = try CommandRunner.run(try AppBinary.require(), [
            "run", "CustomVideoSourcePush", "--set", "file=/no/such/clip.y4m", "--virtual-time", "--seconds", "2",
        ])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("Cannot push /no/such/clip.y4m"), "\(result)")
        #expect(!result.stdout.contains("joinChannel("), "\(result)")
    }
}
