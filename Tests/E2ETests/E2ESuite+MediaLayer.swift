import Foundation
import Testing

extension E2ESuite {
    /// FFmpeg stays out of start-up: the media layer's libMediaCodec.so (and FFmpeg's ~136 shared objects under it)
    /// is opened on first use only, so the menu's process has none of them mapped. So is libnats (issue 18). (MediaLayerLoadTests shows the
    /// same probe finds them in a process that has loaded the layer.) Nor is libpulse (issue 33): a session opens it.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func menuProcessHasNoFFmpegMapped() throws {
        let pane = try ShellPane()
        let pid = try pane.launchApp()
        try pane.tmux.waitForScreen("the menu") { $0.contains(AppText.menuTitle) && $0.contains(AppText.quitHint) }
        // /proc files report size 0: read to the end rather than by size.
        let maps = String(decoding: FileHandle(forReadingAtPath: "/proc/\(pid)/maps")?.readDataToEndOfFile() ?? Data(),
                          as: UTF8.self)
        #expect(maps.contains("libc.so"), "the probe reads the app's real mappings\n\(maps.prefix(2000))")
        for library in ["libMediaCodec.so", "libavformat.so", "libavcodec.so", "libavutil.so", "libswscale.so",
                        "libswresample.so", "libnats.so", "libpulse"] {
            #expect(!maps.contains(library), "\(library) is mapped at start-up")
        }
        try pane.tmux.send("q")
        try pane.waitForExit(of: pid)
    }
}
