import Foundation
import Glibc
import Testing
import TestSupport

extension E2ESuite {
    private static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    /// `apiexample run JoinChannelVideoRecorder` headless, recording at join into a scratch directory: the local
    /// user's and a remote user's Y4M and WAV files are there, with their headers, when the run ends.
    @Test(.enabled(if: AppBinary.isAvailable))
    func headlessRecorderRunLeavesPlayableFiles() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-e2e-rec")
        let directory = scratch.file("recordings")
        let result = try CommandRunner.run(try AppBinary.require(), [
            "run", "JoinChannelVideoRecorder", "--virtual-time", "--seconds", "5",
            "--set", "recordOnJoin=true", "--set", "recordingDirectory=\(directory)",
        ])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("mediaRecorder(_:stateDidChanged:uid:state:reason:)"), "\(result)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        // Private to the user, like logs and settings (issue 12).
        #expect(Self.mode(directory) == 0o700)
        for name in files { #expect(Self.mode(directory + "/" + name) == 0o600, "\(name)") }
        #expect(files.filter { $0.hasSuffix(".y4m") }.count == 2 && files.filter { $0.hasSuffix(".wav") }.count == 2, "\(files)")
        for name in files {
            let bytes = try #require(FileManager.default.contents(atPath: directory + "/" + name))
            if name.hasSuffix(".y4m") {
                #expect(String(decoding: bytes.prefix(10), as: UTF8.self) == "YUV4MPEG2 ", "\(name)")
            } else {
                #expect(String(decoding: bytes.prefix(4), as: UTF8.self) == "RIFF" && bytes.count > 44 * 10, "\(name)")
                // The data chunk's size was written when the file was closed.
                let size = bytes[40..<44].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
                #expect(size == bytes.count - 44, "\(name)")
            }
        }
    }
}
