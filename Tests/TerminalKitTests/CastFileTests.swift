import Foundation
import Testing
import TerminalKit

/// Recordings are private, and nothing but a regular file (new or replaced) is written into.
@Suite struct CastFileTests {
    private func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "apiexample-cast-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    @Test func aNewFileIsCreated0600AndWritten() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/demo.cast"
        let previous = umask(0)
        defer { umask(previous) }
        let file = try CastFile(path: path)
        try file.write("line\n")
        file.close()
        #expect(mode(path) == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "line\n")
    }

    @Test func anExistingFileIsReplacedAndMadePrivate() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/demo.cast"
        try "an older and longer recording\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o644)
        let file = try CastFile(path: path)
        try file.write("new\n")
        file.close()
        #expect(mode(path) == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    }

    @Test func aFIFOIsRefusedWithoutWaitingOnIt() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/fifo"
        try #require(mkfifo(path, 0o600) == 0)
        #expect(throws: CastFileError.notRegularFile(path: path)) { try CastFile(path: path) }
        #expect(throws: CastFileError.notRegularFile(path: "/dev/null")) { try CastFile(path: "/dev/null") }
    }

    @Test func aDirectoryIsRefused() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: CastFileError.directory(path: directory)) { try CastFile(path: directory) }
        #expect(throws: CastFileError.directory(path: directory + "/")) { try CastFile(path: directory + "/") }
    }

    @Test func aSymbolicLinkIsNotFollowed() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/target", link = directory + "/link.cast"
        try "keep\n".write(toFile: target, atomically: false, encoding: .utf8)
        try #require(symlink(target, link) == 0)
        #expect(throws: CastFileError.system(path: link, code: ELOOP)) { try CastFile(path: link) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep\n")
    }

    @Test func aMissingDirectorySaysWhy() throws {
        let path = "/nonexistent-apiexample-dir/demo.cast"
        #expect(throws: CastFileError.system(path: path, code: ENOENT)) { try CastFile(path: path) }
    }
}
