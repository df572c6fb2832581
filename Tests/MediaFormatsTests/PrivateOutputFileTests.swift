import Foundation
import MediaFormats
import Testing
import TestSupport

/// What the media layer writes (recordings, snapshots) may show the user's camera, voice or remote users: it is
/// private to the user (0600), like the app's logs and settings (issue 12), whatever the umask lets through.
@Suite struct PrivateOutputFileTests {
    private static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    private static let video = Y4MVideo(width: 2, height: 2, frameRate: Y4MRatio(15, 1),
                                        frames: [Y4MFrame(y: [1, 2, 3, 4], u: [5], v: [6])])

    @Test func streamWritersCreateFilesOnlyTheUserCanRead() throws {
        let scratch = try ScratchDirectory(prefix: "private-output")
        let wav = scratch.file("a.wav"), y4m = scratch.file("a.y4m")
        try WAVStreamWriter(path: wav, sampleRate: 16_000, channels: 1).close()
        let writer = try Y4MStreamWriter(path: y4m, format: Self.video)
        try writer.append(Self.video.frames[0])
        writer.close()
        #expect(Self.mode(wav) == 0o600)
        #expect(Self.mode(y4m) == 0o600)
    }

    @Test func aFileRecordedOverBecomesPrivateToo() throws {
        let scratch = try ScratchDirectory(prefix: "private-output")
        let path = scratch.file("old.wav")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o644)
        try WAVWriter.write(WAVAudio(sampleRate: 16_000, channels: 1, samples: [1, 2]), to: path)
        #expect(Self.mode(path) == 0o600)
    }

    @Test func wholeFileWritesArePrivate() throws {
        let scratch = try ScratchDirectory(prefix: "private-output")
        let y4m = scratch.file("b.y4m"), ppm = scratch.file("b.ppm")
        try Self.video.write(to: y4m)
        try NetpbmImage(kind: .graymap, width: 1, height: 1, pixels: [9]).write(to: ppm)
        #expect(Self.mode(y4m) == 0o600)
        #expect(Self.mode(ppm) == 0o600)
    }

    /// Only files the writer made its own: a FIFO (or a device) it writes into keeps its mode.
    @Test func somethingOtherThanAFileKeepsItsMode() throws {
        let scratch = try ScratchDirectory(prefix: "private-output")
        let fifo = scratch.file("pipe")
        try #require(mkfifo(fifo, 0o644) == 0)
        chmod(fifo, 0o644)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        let writer = try WAVStreamWriter(path: fifo, sampleRate: 16_000, channels: 1)
        try writer.append([1, 2, 3])
        _ = try? writer.close()
        #expect(Self.mode(fifo) == 0o644)
    }
}
