import Foundation
import Testing

extension E2ESuite {
    /// `apiexample run QuickSwitchChannel` headless: ten "next" presses within a second, each ending the join before
    /// it, land in the third channel only; a name with no room left for the page number is refused with exit 2.
    @Test(.enabled(if: AppBinary.isAvailable))
    func quickSwitchChannelRunsHeadless() throws {
        let app = try AppBinary.require()
        let presses = (0..<10).flatMap { ["--control", "next@\(2 + Double($0) / 10)"] }
        let run = try CommandRunner.run(app, ["run", "QuickSwitchChannel", "--set", "channelName=e2e", "--virtual-time",
                                              "--seconds", "6"] + presses)
        #expect(run.exitCode == 0, "\(run)")
        let joins = run.stdoutLines.filter { $0.contains("← rtcEngine(_:didJoinChannel:withUid:elapsed:)") }
        #expect(joins.count == 2 && joins[0].contains("channel: \"e2e1\"") && joins[1].contains("channel: \"e2e3\""), "\(joins)")
        #expect(run.stdoutLines.filter { $0.contains("joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)") }.count == 11)
        #expect(run.stdoutLines.contains { $0.contains("setClientRole(_:) .audience") }, "\(run)")
        #expect(run.stdoutLines.last?.contains("destroy()") == true, "\(run)")

        let tooLong = try CommandRunner.run(app, ["run", "QuickSwitchChannel", "--set",
                                                  "channelName=" + String(repeating: "q", count: 63), "--virtual-time"])
        #expect(tooLong.exitCode == 2, "\(tooLong)")
    }
}
