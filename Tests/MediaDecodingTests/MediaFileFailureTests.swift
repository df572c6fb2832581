import Foundation
import MediaDecoding
import MediaFormats
import Testing
import TestSupport

/// Sources that cannot be played fail with the reason the SDK's player reports, at once: never a hang (a FIFO),
/// never a crash (a cut or fake file).
@Suite struct MediaFileFailureTests {
    private func openError(_ path: String) -> MediaOpenError? {
        do throws(MediaOpenError) {
            _ = try MediaFile.open(path)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingFileIsURLNotFound() throws {
        let scratch = try ScratchDirectory()
        #expect(openError(scratch.file("nothing.mp4")) == .urlNotFound)
        #expect(openError(scratch.file("no/such/dir.mp4")) == .urlNotFound)
        #expect(MediaOpenError.urlNotFound.mediaPlayerReason == -10)
    }

    @Test func directoryIsAnInvalidSource() throws {
        let scratch = try ScratchDirectory()
        #expect(openError(scratch.path) == .invalidMediaSource(.directory))
        #expect(MediaOpenError.invalidMediaSource(.directory).mediaPlayerReason == -4)
    }

    @Test func fifoIsRefusedWithoutWaiting() throws {
        let scratch = try ScratchDirectory()
        let fifo = try FIFOWatchdog(path: scratch.file("stream.mp4"), seconds: 5)
        defer { fifo.stop() }
        #expect(openError(fifo.path) == .invalidMediaSource(.notRegularFile))
        #expect(!fifo.fired, "opening the FIFO blocked until the watchdog released it")
        #expect(openError("/dev/zero") == .invalidMediaSource(.notRegularFile))
    }

    @Test func emptyFileIsAnInvalidSource() throws {
        let scratch = try ScratchDirectory()
        #expect(FileManager.default.createFile(atPath: scratch.file("empty.mp4"), contents: Data()))
        #expect(openError(scratch.file("empty.mp4")) == .invalidMediaSource(.empty))
    }

    @Test func textRenamedMP4IsAnUnknownFormat() throws {
        let scratch = try ScratchDirectory()
        let text = String(repeating: "This is a shopping list, not a film.\n", count: 40)
        #expect(FileManager.default.createFile(atPath: scratch.file("list.mp4"), contents: Data(text.utf8)))
        #expect(openError(scratch.file("list.mp4")) == .invalidMediaSource(.unknownFormat))
    }

    /// Half the sample: the index (at the front) promises samples the file no longer has. Opening may succeed, but
    /// reading then fails cleanly before the end rather than ending quietly or hanging.
    @Test func truncatedFileFailsCleanly() throws {
        let scratch = try ScratchDirectory()
        let whole = try Data(contentsOf: URL(fileURLWithPath: SampleMovieFixture.path))
        #expect(FileManager.default.createFile(atPath: scratch.file("half.mp4"), contents: whole.prefix(whole.count / 2)))
        let file: MediaFile
        do throws(MediaOpenError) {
            file = try MediaFile.open(scratch.file("half.mp4"))
        } catch {
            guard case .invalidMediaSource = error else { Issue.record("unexpected \(error)"); return }
            return
        }
        var last = -1
        let failure: MediaDecodeError? = {
            do throws(MediaDecodeError) {
                while let frame = try file.nextVideoFrame(width: 32, height: 18) { last = frame.ptsMilliseconds }
                return nil
            } catch {
                return error
            }
        }()
        #expect(failure == .readFailed, "decoding half a file must fail, got \(String(describing: failure)) after \(last) ms")
        #expect(last < SampleMovie.durationMilliseconds - 500)
        #expect(throws: MediaDecodeError.readFailed) { try file.nextVideoFrame(width: 32, height: 18) }
        #expect(MediaDecodeError.readFailed.mediaPlayerReason == -4)
    }

    @Test func localURLsGetTheChecksOfPaths() throws {
        // FFmpeg's own "file" protocol would open a FIFO and wait; a file:// URL is taken as its path instead, and
        // any other protocol that reaches local files is refused (only network protocols are let through).
        let scratch = try ScratchDirectory()
        let fifo = try FIFOWatchdog(path: scratch.file("stream.mp4"), seconds: 5)
        defer { fifo.stop() }
        #expect(openError(URL(fileURLWithPath: fifo.path).absoluteString) == .invalidMediaSource(.notRegularFile))
        #expect(!fifo.fired)
        #expect(openError("subfile" + "://" + SampleMovieFixture.path) == .invalidMediaSource(.unknownFormat))
    }
}

/// `MediaOpenCancellation` ends an open before it starts (and, see the engine's stalled-source test, while it waits).
@Suite struct MediaOpenCancellationTests {
    @Test func aCancelledOpenIsInterrupted() throws {
        let cancellation = MediaOpenCancellation()
        cancellation.cancel()
        #expect(cancellation.isCancelled)
        #expect(throws: MediaOpenError.interrupted) { try MediaFile.open(SampleMovieFixture.path, cancellation: cancellation) }
        let file = try MediaFile.open(SampleMovieFixture.path, cancellation: MediaOpenCancellation())
        #expect(file.info.streams.count == 3)
        file.close()
    }
}
