import Foundation
import Testing

extension E2ESuite {
    /// `apiexample run CreateDataStream` in real time: a message typed and sent creates the stream and goes out on
    /// it, a peer answers it, and the peers' own messages arrive; the session ends in the original's teardown order.
    @Test(.enabled(if: AppBinary.isAvailable))
    func createDataStreamSendsAndReceivesInRealTime() throws {
        let result = try CommandRunner.run(try AppBinary.require(),
                                           ["run", "CreateDataStream", "--seconds", "6",
                                            "--control", "message=hello e2e@3", "--control", "send@3.2"])
        #expect(result.exitCode == 0, "\(result)")
        for needle in ["createDataStream(_:config:) config: {syncWithAudio: false, ordered: false} → 0",
                       "sendStreamMessage(_:data:) streamId: 1, data: 9 bytes → 0",
                       "rtcEngine(_:receiveStreamMessageFromUid:streamId:data:)", "got \"hello e2e\"",
                       "from: "] {
            #expect(result.stdout.contains(needle), "no \(needle)\n\(result)")
        }
        let teardown = ["stopPreview()", "disableVideo()", "disableAudio()", "leaveChannel(_:)", "destroy()"]
        let order = teardown.map { call in result.stdoutLines.lastIndex { $0.contains(call) } }
        #expect(order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(order)")
    }
}
