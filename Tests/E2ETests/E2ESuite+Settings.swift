import Foundation
import Testing

extension E2ESuite {
    /// Change a setting on the settings screen, quit, start again: the setting, the language and the last case
    /// are all still there, and the file on disk holds them.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func settingsSurviveARestart() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let config = pane.scratch.file("config")
        var pid = try pane.launchApp(environment: ["XDG_CONFIG_HOME": config])
        try tmux.waitForScreen("the menu") { $0.contains(AppText.menuTitle) }
        try tmux.send("s")
        try tmux.waitForScreen("the settings screen") { $0.contains(AppText.settingsTitle) && $0.contains("< good >") }
        for _ in 0..<AppText.downsToNetworkRow { try tmux.send("Down") }
        try tmux.send("Right")
        try tmux.waitForScreen("the network set to lossy") { $0.contains("< lossy >") }
        try tmux.send("Escape")
        try tmux.send("Down")
        try tmux.send("F2")
        try tmux.waitForScreen("the menu in Chinese, second row selected") {
            $0.contains(AppText.menuTitleZh) && $0.isSelectedRow(AppText.videoRowZh)
        }
        try tmux.send("q")
        try pane.waitForExit(of: pid)

        let saved = try String(contentsOfFile: config + "/apiexample/settings.json", encoding: .utf8)
        #expect(saved.contains("\"networkProfile\" : \"lossy\""), "\(saved)")
        #expect(saved.contains("\"lastCaseId\" : \"JoinChannelVideo\""), "\(saved)")

        pid = try pane.launchApp(environment: ["XDG_CONFIG_HOME": config])
        try tmux.waitForScreen("the menu again, in Chinese, on the same row") {
            $0.contains(AppText.menuTitleZh) && $0.isSelectedRow(AppText.videoRowZh)
        }
        try tmux.send("s")
        try tmux.waitForScreen("the network still lossy") { $0.contains(AppText.settingsTitleZh) && $0.contains("< 有丢包 >") }
        try tmux.send("Escape")
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)
    }

    /// A corrupt settings file is moved aside, the app starts with defaults and says so.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func aCorruptSettingsFileIsMovedAsideWithAWarning() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let config = pane.scratch.file("config")
        try FileManager.default.createDirectory(atPath: config + "/apiexample", withIntermediateDirectories: true)
        try Data("{ broken".utf8).write(to: URL(fileURLWithPath: config + "/apiexample/settings.json"))
        let pid = try pane.launchApp(environment: ["XDG_CONFIG_HOME": config])
        try tmux.waitForScreen("the warning about the settings file") {
            $0.contains("could not be read. It was moved to") && $0.contains("defaults are in use")
        }
        try tmux.send("Enter")
        try tmux.waitForScreen("the menu after the warning") { $0.contains(AppText.menuTitle) && !$0.contains("moved to") }
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(FileManager.default.contents(atPath: config + "/apiexample/settings.json.bad") == Data("{ broken".utf8))
    }
}
