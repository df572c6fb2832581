import Foundation
import Testing
import TestSupport
@testable import APIExample

/// Recordings show the user's camera and voice: the directories made for them are the user's alone (0700), like
/// the log directory (issue 12); a directory that already exists is the user's choice and is left as it is.
@Suite struct RecordingDirectoryTests {
    private static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    @Test func directoriesItMakesArePrivate() throws {
        let scratch = try ScratchDirectory(prefix: "recording-directory")
        let nested = scratch.file("state/apiexample/recordings")
        RecordingDirectory.prepare(nested)
        #expect(Self.mode(nested) == 0o700)
        #expect(Self.mode(scratch.file("state/apiexample")) == 0o700)
        #expect(Self.mode(scratch.file("state")) == 0o700)
    }

    @Test func anExistingDirectoryKeepsItsMode() throws {
        let scratch = try ScratchDirectory(prefix: "recording-directory")
        let shared = scratch.file("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chmod(shared, 0o755)
        RecordingDirectory.prepare(shared)
        #expect(Self.mode(shared) == 0o755)
    }

    /// The snapshot fields of RawVideoData and JoinMultiChannel: spaces around a typed directory are dropped as the
    /// recorder's are, `~` is the home directory, and an empty (or blank) field means the temporary directory.
    @Test func anOptionalSnapshotDirectoryFallsBackToTheTemporaryOne() {
        let temporary = FileManager.default.temporaryDirectory.path
        #expect(RecordingDirectory.resolveOrTemporary("") == temporary)
        #expect(RecordingDirectory.resolveOrTemporary("   ") == temporary)
        #expect(RecordingDirectory.resolveOrTemporary(" /srv/shots ") == "/srv/shots")
        #expect(RecordingDirectory.resolveOrTemporary("~/shots") == NSHomeDirectory() + "/shots")
    }
}
