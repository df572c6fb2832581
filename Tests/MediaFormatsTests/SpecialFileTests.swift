import Foundation
import MediaFormats
import Testing
import TestSupport

/// Paths users type may name a FIFO or a device. Media files are read only when regular, without a blocking open;
/// recordings may go into a FIFO that has a reader, but never wait without end on one (issue 12).
@Suite struct SpecialFileTests {
    @Test func aFIFOIsNotReadAsMedia() throws {
        let scratch = try ScratchDirectory(prefix: "special-read")
        let fifo = try FIFOWatchdog(path: scratch.file("in.wav"))
        defer { fifo.stop() }
        #expect(throws: MediaFormatError.notRegularFile("\(fifo.path): a FIFO")) { try WAVReader.read(path: fifo.path) }
        #expect(throws: MediaFormatError.notRegularFile("\(fifo.path): a FIFO")) { try Y4MVideo.read(contentsOf: fifo.path) }
        #expect(throws: MediaFormatError.notRegularFile("\(fifo.path): a FIFO")) { try NetpbmImage.read(contentsOf: fifo.path) }
        #expect(!fifo.fired, "a read waited on the FIFO")
    }

    @Test func aDeviceIsNotReadAsMedia() {
        #expect(throws: MediaFormatError.notRegularFile("/dev/zero: a character device")) { try WAVReader.read(path: "/dev/zero") }
        #expect(throws: MediaFormatError.notRegularFile("/dev/zero: a character device")) {
            try MediaFileIO.read("/dev/zero", maximumBytes: 1 << 20)
        }
    }

    /// A file written "into" a FIFO, a device or a regular file is refused as not a directory, saying what is
    /// there; a directory that does not exist is still "no such directory".
    @Test func aFileIntoSomethingThatIsNotADirectoryIsRefusedAsSuch() throws {
        let scratch = try ScratchDirectory(prefix: "special-write")
        defer { scratch.remove() }
        let fifo = try FIFOWatchdog(path: scratch.file("snapshots"))
        defer { fifo.stop() }
        let image = NetpbmImage(kind: .graymap, width: 1, height: 1, pixels: [0])
        #expect(throws: MediaFormatError.notADirectory("\(fifo.path): a FIFO")) { try image.write(to: fifo.path + "/a.pgm") }
        #expect(throws: MediaFormatError.notADirectory("/dev/zero: a character device")) { try image.write(to: "/dev/zero/a.pgm") }
        let file = scratch.file("plain")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: MediaFormatError.notADirectory("\(file): a file")) { try image.write(to: file + "/a.pgm") }
        #expect(throws: MediaFormatError.io(scratch.file("missing") + ": no such directory")) {
            try image.write(to: scratch.file("missing") + "/a.pgm")
        }
        #expect(!fifo.fired, "the write waited on the FIFO")
    }

    @Test func aRecordingIntoAFIFONobodyReadsFailsAtOnce() throws {
        let scratch = try ScratchDirectory(prefix: "special-write")
        let fifo = try FIFOWatchdog(path: scratch.file("out.wav"))
        defer { fifo.stop() }
        #expect(throws: MediaFormatError.io("\(fifo.path): a FIFO with no reader")) {
            try WAVStreamWriter(path: fifo.path, sampleRate: 16_000, channels: 1)
        }
        #expect(!fifo.fired, "the open waited for a reader")
    }

    @Test func aRecordingIntoAFIFOWithAReaderIsWritten() throws {
        let scratch = try ScratchDirectory(prefix: "special-write")
        let fifo = try FIFOWatchdog(path: scratch.file("out.wav"))
        defer { fifo.stop() }
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0)
        defer { close(reader) }
        let writer = try WAVStreamWriter(path: fifo.path, sampleRate: 16_000, channels: 1)
        try writer.append([1, 2, 3, 4])
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = read(reader, &bytes, bytes.count)
        #expect(count == 44 + 8, "the header and four samples")
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
    }

    /// Closing a recording made into a FIFO finishes cleanly: the sizes cannot be written back into a stream (that
    /// seek failed the whole recording with "Illegal seek" at its end), so the header says "to the end of the
    /// stream" from the start, and what the reader got is a WAV the app's own reader reads whole.
    @Test func aRecordingIntoAFIFOClosesCleanlyAsAStream() throws {
        let scratch = try ScratchDirectory(prefix: "special-write")
        let fifo = try FIFOWatchdog(path: scratch.file("out.wav"))
        defer { fifo.stop() }
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0)
        defer { close(reader) }
        let writer = try WAVStreamWriter(path: fifo.path, sampleRate: 16_000, channels: 1)
        #expect(writer.isStream)
        try writer.append([1, 2, 3])
        try writer.close()
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = read(reader, &bytes, bytes.count)
        try #require(count == 44 + 6, "the header and three samples, nothing after")
        #expect(Array(bytes[4..<8]) == [0xFF, 0xFF, 0xFF, 0xFF] && Array(bytes[40..<44]) == [0xFF, 0xFF, 0xFF, 0xFF])
        let audio = try WAVReader.read(Array(bytes[0..<count]))
        #expect(audio.samples == [1, 2, 3] && audio.sampleRate == 16_000)
    }

    /// A reader that stops reading: once the FIFO is full, a write gives up after a second, as an error.
    @Test func aReaderThatStopsReadingFailsTheRecordingInsteadOfFreezingIt() throws {
        let scratch = try ScratchDirectory(prefix: "special-write")
        let fifo = try FIFOWatchdog(path: scratch.file("out.wav"))
        defer { fifo.stop() }
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0)
        defer { close(reader) }
        let writer = try WAVStreamWriter(path: fifo.path, sampleRate: 48_000, channels: 2)
        let second = [UInt8](repeating: 0, count: 48_000 * 4)
        let started = Date()
        #expect(throws: MediaFormatError.io("\(fifo.path): the reader is not keeping up")) {
            for _ in 0..<10 { try writer.append(bytes: second) }
        }
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aRecordingIntoADeviceIsWritten() throws {
        let writer = try WAVStreamWriter(path: "/dev/zero", sampleRate: 16_000, channels: 1)
        try writer.append([1, 2, 3, 4])
        try writer.close()
        #expect(writer.dataBytes == 8)
        #expect(!writer.isStream, "a device can seek: its header is finished as a file's")
    }
}
