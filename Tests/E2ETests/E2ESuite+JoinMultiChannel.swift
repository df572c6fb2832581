import Foundation
import Testing

extension E2ESuite {
    /// `apiexample run JoinMultiChannel`: two connections, the second one's callbacks named by its connection, and
    /// both left before destroy.
    @Test(.enabled(if: AppBinary.isAvailable))
    func joinMultiChannelRunsHeadless() throws {
        let result = try CommandRunner.run(try AppBinary.require(), [
            "run", "JoinMultiChannel", "--set", "channelName=e2e", "--virtual-time", "--seconds", "5",
        ])
        #expect(result.exitCode == 0, "\(result)")
        for needle in [
            "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:) channelId: \"e2e\"",
            "joinChannelEx(byToken:connection:delegate:mediaOptions:joinSuccess:) token: nil, connection: {channelId: \"e2e-2\"",
            "← rtcEngine(_:didJoinChannel:withUid:elapsed:) connection: {channelId: \"e2e-2\"",
            "setupRemoteVideoEx(_:connection:)",
            "leaveChannelEx(_:options:leaveChannelBlock:)",
        ] {
            #expect(result.stdout.contains(needle), "no \(needle)\n\(result)")
        }
        #expect(result.stdoutLines.last?.contains("destroy()") == true, "\(result)")
    }

    /// `--control channel2`: the stop-microphone question has nobody to see it, so the run answers y (Stop) and says so.
    @Test(.enabled(if: AppBinary.isAvailable))
    func joinMultiChannelAnswersItsQuestionHeadless() throws {
        let result = try CommandRunner.run(try AppBinary.require(), [
            "run", "JoinMultiChannel", "--set", "channelName=e2e", "--virtual-time", "--seconds", "4", "--control", "channel2@3",
        ])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr.contains("control 'channel2' asked a question; answered y"), "\(result)")
        #expect(result.stdoutLines.contains { $0.contains("leaveChannelEx(") && $0.contains("{stopMicrophoneRecording: true}") },
                "\(result)")
    }
}
