import Foundation
import Testing

extension E2ESuite {
    /// `apiexample run CustomVideoSourcePush`: the external source set, the clip's frames pushed, and the stats of
    /// what went out at the clip's size and rate.
    @Test(.enabled(if: AppBinary.isAvailable))
    func customVideoSourcePushRunsHeadless() throws {
        try expectHeadlessRun("CustomVideoSourcePush", showing: [
            "setExternalVideoSource(", "pushExternalVideoFrame(", "localVideoStats:sourceType:) 160x90@15fps",
        ])
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
