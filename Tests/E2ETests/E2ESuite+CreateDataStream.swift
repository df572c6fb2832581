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

    /// CreateDataStream: a typed message, sent with Send, is listed as yours on stream 1.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func createDataStreamSendsATypedMessage() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "CreateDataStream"])
        try tmux.waitForScreen("the CreateDataStream form") { $0.contains(AppText.joinButton) }
        // Channel, ordered, sync with audio, then Join.
        for _ in 0..<4 { try tmux.send("Enter") }
        try tmux.waitForScreen("joined, no stream yet", timeout: 15) { $0.contains(AppText.connected) && $0.contains("No stream yet") }
        // Focus starts on the message line: type, Enter keeps it, Tab to Send.
        try tmux.type("hello e2e")
        try tmux.send("Enter")
        try tmux.send("Tab")
        try tmux.send("Enter")
        try tmux.waitForScreen("the message sent on stream 1") { $0.contains("Stream 1: 1 sent") && $0.contains("hello e2e") }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
