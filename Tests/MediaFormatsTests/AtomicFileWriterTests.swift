import Foundation
import Glibc
import Testing
import TestSupport
@testable import MediaFormats

/// The one atomic writer (issue 30): whatever step fails, the old file stays as it was and no temporary file is left
/// beside it; one a dead process left is cleared by the next write.
@Suite struct AtomicFileWriterTests {
    static func temporaries(_ scratch: ScratchDirectory) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []).filter { $0.hasPrefix(".file.bin.") }
    }

    @Test func aWriteReplacesTheFileWholeAndPrivately() throws {
        let scratch = try ScratchDirectory(prefix: "atomic-writer")
        let path = scratch.file("file.bin")
        try AtomicFileWriter().write([1, 2, 3], to: path)
        try AtomicFileWriter().write([4, 5], to: path)
        #expect(FileManager.default.contents(atPath: path) == Data([4, 5]))
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(Self.temporaries(scratch).isEmpty)
    }

    static let failures: [(AtomicFileWriter.Failure.Step, AtomicFileWriter.Calls)] = [
        (.write, AtomicFileWriter.Calls(write: { _, _, _ in errno = ENOSPC; return -1 })),
        // A short write that then cannot go on (the disk filled up half way).
        (.write, AtomicFileWriter.Calls(write: { descriptor, bytes, count in
            if count > 1 { return Glibc.write(descriptor, bytes, 1) }
            errno = EDQUOT
            return -1
        })),
        (.sync, AtomicFileWriter.Calls(fsync: { _ in errno = EIO; return -1 })),
        (.rename, AtomicFileWriter.Calls(rename: { _, _ in errno = EXDEV; return -1 })),
    ]

    @Test(arguments: 0..<failures.count)
    func aFailedStepLeavesTheOldFileAndNoTemporary(_ index: Int) throws {
        let (step, calls) = Self.failures[index]
        let scratch = try ScratchDirectory(prefix: "atomic-writer")
        let path = scratch.file("file.bin")
        try AtomicFileWriter().write([9, 9, 9], to: path)
        do {
            try AtomicFileWriter(calls: calls).write([1, 2, 3, 4], to: path)
            Issue.record("the write did not fail")
        } catch {
            #expect(error.step == step)
        }
        #expect(FileManager.default.contents(atPath: path) == Data([9, 9, 9]))
        #expect(Self.temporaries(scratch).isEmpty, "left behind: \(Self.temporaries(scratch))")
    }

    @Test func aTemporaryOfADeadProcessIsClearedAndALiveOnesKept() throws {
        let scratch = try ScratchDirectory(prefix: "atomic-writer")
        let path = scratch.file("file.bin")
        // Above the kernel's largest pid (4194304): no such process can exist.
        let dead = scratch.file(".file.bin.999999999.12345")
        let live = scratch.file(".file.bin.\(getppid()).12345")
        let unrelated = scratch.file(".file.bin.notes")
        for file in [dead, live, unrelated] { #expect(FileManager.default.createFile(atPath: file, contents: Data([0]))) }
        try AtomicFileWriter().write([1], to: path)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: live), "another process may be writing it")
        #expect(FileManager.default.fileExists(atPath: unrelated), "not a name the writer makes")
    }

    /// Snapshots and pictures go through it too: a failed one leaves nothing.
    @Test func mediaFileWritesLeaveNoTemporaryWhenRefused() throws {
        let scratch = try ScratchDirectory(prefix: "atomic-writer")
        // A directory where the file should be: the rename fails (EISDIR).
        try FileManager.default.createDirectory(atPath: scratch.file("file.bin"), withIntermediateDirectories: false)
        #expect(throws: MediaFormatError.self) { try MediaFileIO.write([1, 2], to: scratch.file("file.bin")) }
        #expect(Self.temporaries(scratch).isEmpty, "left behind: \(Self.temporaries(scratch))")
    }
}
