import Foundation
import Testing

extension E2ESuite {
    /// `apiexample run TransparentRender` in real time: the bundled stitched clip opens and plays, its decoded
    /// frames come back through the player's frame delegate and are pushed stitched right, and the session ends in
    /// the original's teardown order.
    @Test(.enabled(if: AppBinary.isAvailable))
    func transparentRenderRunsInRealTime() throws {
        let result = try CommandRunner.run(try AppBinary.require(), ["run", "TransparentRender", "--seconds", "3"])
        #expect(result.exitCode == 0, "\(result)")
        for needle in ["Player state .openCompleted", "Player state .playing", "didReceiveVideoFrame",
                       "alphaStitchMode: .alphaStitchRight} → 0", "didJoinChannel"] {
            #expect(result.stdout.contains(needle), "no \(needle)\n\(result)")
        }
        let teardown = ["destroyMediaPlayer(_:)", "leaveChannel(_:)", "disableVideo()", "stopPreview()", "destroy()"]
        let order = teardown.map { call in result.stdoutLines.lastIndex { $0.contains(call) } }
        #expect(order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(order)\n\(result)")
    }
}
