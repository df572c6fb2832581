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
    /// user's and a remote user's MP4 are there, finished (`ffprobe` reads H.264 and AAC), when the run ends.
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
        #expect(files.count == 2 && files.allSatisfy { $0.hasSuffix(".mp4") }, "\(files)")
        for name in files {
            let probe = try FFprobeStreams.probe(directory + "/" + name)
            #expect(probe.video.map(\.codecName) == ["h264"] && probe.audio.map(\.codecName) == ["aac"], "\(name)")
            #expect(probe.duration > 1, "\(name): \(probe.duration) s")
        }
    }
}
