import Foundation
import Testing

extension E2ESuite {
    /// `apiexample run AudioRouterPlayer` in real time: the app's own player plays beside the call, the Loudspeaker
    /// switch turned off moves the route to the earpiece, and the session ends in the original's teardown order.
    @Test(.enabled(if: AppBinary.isAvailable))
    func audioRouterPlayerRunsInRealTime() throws {
        let result = try CommandRunner.run(try AppBinary.require(),
                                           ["run", "AudioRouterPlayer", "--seconds", "3", "--control", "loudspeaker=false@2"])
        #expect(result.exitCode == 0, "\(result)")
        for needle in ["Third-party player: playing", "setParameters(_:) \"{\"che.audio.keep.audiosession\": true}\" → 0",
                       "didJoinChannel", "rtcEngine(_:didAudioRouteChanged:) .speakerphone",
                       "setEnableSpeakerphone(_:) false → 0", "rtcEngine(_:didAudioRouteChanged:) .earpiece"] {
            #expect(result.stdout.contains(needle), "no \(needle)\n\(result)")
        }
        let teardown = ["disableAudio()", "disableVideo()", "stopPreview()", "leaveChannel(_:)", "destroy()"]
        let order = teardown.map { call in result.stdoutLines.lastIndex { $0.contains(call) } }
        #expect(order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(order)")
    }
}
