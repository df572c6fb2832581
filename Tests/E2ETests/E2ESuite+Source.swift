import Foundation
import Testing

extension E2ESuite {
    /// `apiexample source` prints the file the app was compiled from: through a pipe (no terminal, so no colour) the
    /// bytes of the file in the tree; asked for colour, the same text with SGR around its tokens.
    @Test(.enabled(if: AppBinary.isAvailable))
    func sourcePrintsACaseFileAsCompiled() throws {
        let app = try AppBinary.require()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = "Sources/APIExample/Examples/Basic/JoinChannelVideo/JoinChannelVideoMain.swift"
        let file = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)

        let plain = try CommandRunner.run(app, ["source", "JoinChannelVideo", "--file", "JoinChannelVideoMain"])
        #expect(plain.exitCode == 0, "\(plain)")
        #expect(plain.stdout == file)

        let colored = try CommandRunner.run(app, ["source", "JoinChannelVideo", "--file", "JoinChannelVideoMain",
                                                  "--color", "always"])
        #expect(colored.exitCode == 0, "\(colored)")
        #expect(colored.stdout.contains("\u{1B}[1;32mjoinChannel") || colored.stdout.contains("\u{1B}[1;32msetupRemoteVideo"))
        let stripped = colored.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == file)

        let missing = try CommandRunner.run(app, ["source", "JoinChannelVideo", "--file", "Nope"])
        #expect(missing.exitCode == 2 && missing.stdout.isEmpty, "\(missing)")
        #expect(missing.stderr.contains("JoinChannelVideoMain.swift"), "\(missing)")
    }
}
