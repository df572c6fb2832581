import Dispatch
import Foundation
import Testing
import TestSupport
@testable import APIExample
import MediaFormats

@Suite struct SettingsStoreTests {
    /// A store whose XDG_CONFIG_HOME does not exist yet, inside `scratch`.
    private func temporaryStore(_ scratch: ScratchDirectory) -> SettingsStore {
        SettingsStore(environment: ["XDG_CONFIG_HOME": scratch.file("config")])
    }

    @Test func followsXDGConfigHomeAndFallsBackToDotConfig() {
        #expect(SettingsStore(environment: ["XDG_CONFIG_HOME": "/x/y"]).fileURL.path == "/x/y/apiexample/settings.json")
        #expect(SettingsStore(environment: ["HOME": "/home/u"]).fileURL.path == "/home/u/.config/apiexample/settings.json")
        // A relative XDG_CONFIG_HOME is invalid per the spec and ignored.
        #expect(SettingsStore(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]).fileURL.path
                == "/h/.config/apiexample/settings.json")
    }

    @Test func missingFileGivesDefaultsWithoutWarningAndCreatesNothing() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-settings")
        defer { scratch.remove() }
        let store = temporaryStore(scratch)
        let loaded = store.load()
        #expect(loaded.settings == AppSettings())
        #expect(loaded.warning == nil)
        #expect(!FileManager.default.fileExists(atPath: store.directoryURL.path), "reading must not create the directory")
    }

    @Test func savedSettingsComeBackAndTheFileIsPrivate() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-settings")
        defer { scratch.remove() }
        let store = temporaryStore(scratch)
        var settings = AppSettings()
        settings.global.networkProfile = "poor"
        settings.global.permission = "ask"
        settings.appCertificate = TestProject.certificate
        settings.lastCaseId = "LiveStreaming"
        try store.save(settings)
        #expect(store.load().settings == settings)
        let mode = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.directoryURL.path)
            .filter { $0.hasPrefix(".settings.json.") }
        #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
    }

    @Test func aCorruptFileIsMovedAsideWithAWarning() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-settings")
        defer { scratch.remove() }
        let store = temporaryStore(scratch)
        try FileManager.default.createDirectory(at: store.directoryURL, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: store.fileURL)
        let loaded = store.load()
        #expect(loaded.settings == AppSettings())
        #expect(loaded.warning?.key == "settings.corrupt")
        #expect(loaded.warning?.arguments == [store.asideURL.path])
        #expect(FileManager.default.contents(atPath: store.asideURL.path) == Data("{ not json".utf8))
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    }

    /// A second corrupt file does not replace the first one kept aside: each gets its own name, and the warning
    /// names the new one.
    @Test func everyCorruptFileIsKeptAsideUnderItsOwnName() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-settings")
        defer { scratch.remove() }
        let store = temporaryStore(scratch)
        try FileManager.default.createDirectory(at: store.directoryURL, withIntermediateDirectories: true)
        var asides: [String] = []
        for version in ["{ first", "{ second", "{ third"] {
            try Data(version.utf8).write(to: store.fileURL)
            let loaded = store.load()
            #expect(loaded.warning?.key == "settings.corrupt")
            asides += loaded.warning?.arguments ?? []
        }
        let bad = store.asideURL.path
        #expect(asides == [bad, bad + ".1", bad + ".2"])
        #expect(asides.compactMap { FileManager.default.contents(atPath: $0) }
                == ["{ first", "{ second", "{ third"].map { Data($0.utf8) })
    }

    /// A file that exists but cannot be read (here: a directory in its place, which even root cannot read as a
    /// file) is not "no file": defaults are used with a warning naming it, and nothing is saved over it.
    @Test func somethingUnreadableInThePlaceOfTheFileIsReportedAndKept() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-settings")
        defer { scratch.remove() }
        let store = temporaryStore(scratch)
        try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: true)
        let loaded = store.load()
        #expect(loaded.settings == AppSettings())
        #expect(loaded.warning?.key == "settings.unreadable")
        #expect(loaded.warning?.arguments == [String(cString: strerror(EISDIR)), store.fileURL.path])
        #expect(throws: SettingsStoreError.keptUnreadable(store.fileURL.path)) { try store.update { $0.lastCaseId = "x" } }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: store.fileURL.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    /// A file the user may not read (EACCES; root reads anything, so the failure comes through the store's
    /// reading seam) is kept as it is: load warns and uses defaults, update refuses to write over it.
    @Test func aFileThatMayNotBeReadIsNeverSavedOver() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-settings")
        defer { scratch.remove() }
        let path = scratch.file("config/apiexample/settings.json")
        let store = SettingsStore(fileURL: URL(fileURLWithPath: path), readFile: { _ in .failed(EACCES) })
        try FileManager.default.createDirectory(at: store.directoryURL, withIntermediateDirectories: true)
        let saved = Data(#"{"lastCaseId": "LiveStreaming"}"#.utf8)
        try saved.write(to: store.fileURL)
        let loaded = store.load()
        #expect(loaded.settings == AppSettings())
        #expect(loaded.warning == SessionNotice("settings.unreadable", [String(cString: strerror(EACCES)), path], severity: .error))
        #expect(throws: SettingsStoreError.keptUnreadable(path)) { try store.update { $0.language = "zh-Hans" } }
        #expect(FileManager.default.contents(atPath: path) == saved)
        #expect(!FileManager.default.fileExists(atPath: store.asideURL.path), "an unreadable file is not corrupt")
    }

    /// A FIFO (nobody writing) or /dev/zero (through a symlink) standing as the settings file: load returns at once
    /// with the warning, reads nothing, and nothing is saved over it. A blocking open of the FIFO never returned,
    /// before the first paint (issue 12); /dev/zero was read until memory ran out.
    @Test(arguments: ["fifo", "devZero"])
    func aSpecialFileAsTheSettingsFileIsRefusedAndKept(_ kind: String) throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-settings")
        defer { scratch.remove() }
        let store = temporaryStore(scratch)
        try FileManager.default.createDirectory(at: store.directoryURL, withIntermediateDirectories: true)
        var watchdog: FIFOWatchdog?
        if kind == "fifo" {
            watchdog = try FIFOWatchdog(path: store.path)
        } else {
            try FileManager.default.createSymbolicLink(atPath: store.path, withDestinationPath: "/dev/zero")
        }
        defer { watchdog?.stop() }
        let loaded = store.load()
        #expect(watchdog?.fired != true, "load waited on the FIFO")
        #expect(loaded.settings == AppSettings())
        #expect(loaded.warning == SessionNotice("settings.notRegularFile", [store.path], severity: .error))
        #expect(throws: SettingsStoreError.keptUnreadable(store.path)) { try store.update { $0.language = "zh-Hans" } }
        var info = stat()
        #expect(lstat(store.path, &info) == 0 && info.st_mode & S_IFMT == (kind == "fifo" ? S_IFIFO : S_IFLNK), "the file was replaced")
        #expect(!FileManager.default.fileExists(atPath: store.asideURL.path), "a special file is not corrupt settings")
    }

    /// The settings directory's temporary files (`.settings.json.<pid>.<n>`).
    private func temporaries(_ store: SettingsStore) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: store.directoryURL.path)) ?? []).filter { $0.hasPrefix(".settings.json.") }
    }

    /// The user's sequence (issue 30): a file that cannot be read is kept and defaults used; it is made readable
    /// again; quitting saves over it (or is refused while it still cannot be read), and nothing temporary remains.
    @Test func anUnreadableFileMadeReadableAgainIsSavedWithNothingLeftBehind() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-settings")
        defer { scratch.remove() }
        let path = scratch.file("config/apiexample/settings.json")
        let readable = Locked(false)
        let store = SettingsStore(fileURL: URL(fileURLWithPath: path), readFile: { path in
            readable.withLock { $0 } ? SettingsStore.read(path) : .failed(EACCES)
        })
        try FileManager.default.createDirectory(at: store.directoryURL, withIntermediateDirectories: true)
        try Data(#"{"lastCaseId": "LiveStreaming"}"#.utf8).write(to: store.fileURL)
        #expect(store.load().warning?.key == "settings.unreadable")
        #expect(throws: SettingsStoreError.keptUnreadable(path)) { try store.update { $0.language = "zh-Hans" } }
        #expect(temporaries(store).isEmpty, "a refused save left \(temporaries(store))")
        readable.withLock { $0 = true }
        try store.update { $0.language = "zh-Hans" }
        #expect(store.load().settings.language == "zh-Hans" && store.load().settings.lastCaseId == "LiveStreaming")
        #expect(temporaries(store).isEmpty, "a save left \(temporaries(store))")
    }

    /// A save the file system refuses at the last step (the rename; or the sync, or the write) throws, keeps the old
    /// file as it was, and leaves no temporary file.
    @Test(arguments: ["rename", "sync", "write"])
    func aFailedSaveLeavesTheOldFileAndNoTemporary(_ step: String) throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-settings")
        defer { scratch.remove() }
        let path = scratch.file("config/apiexample/settings.json")
        var calls = AtomicFileWriter.Calls()
        switch step {
        case "rename": calls.rename = { _, _ in errno = EXDEV; return -1 }
        case "sync": calls.fsync = { _ in errno = EIO; return -1 }
        default: calls.write = { _, _, _ in errno = ENOSPC; return -1 }
        }
        try SettingsStore(path: path).update { $0.lastCaseId = "LiveStreaming" }
        let before = FileManager.default.contents(atPath: path)
        let store = SettingsStore(path: path, writer: AtomicFileWriter(calls: calls))
        #expect(throws: SettingsStoreError.self) { try store.update { $0.lastCaseId = "VideoChat" } }
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(temporaries(store).isEmpty, "left behind: \(temporaries(store))")
    }

    /// One a process killed mid-save left (its pid gone) is cleared by the next save.
    @Test func aTemporaryFileOfADeadProcessIsClearedByTheNextSave() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-settings")
        defer { scratch.remove() }
        let store = temporaryStore(scratch)
        try FileManager.default.createDirectory(at: store.directoryURL, withIntermediateDirectories: true)
        let abandoned = store.directoryURL.appendingPathComponent(".settings.json.999999999.77").path
        #expect(FileManager.default.createFile(atPath: abandoned, contents: Data("{".utf8)))
        try store.update { $0.lastCaseId = "VideoChat" }
        #expect(temporaries(store).isEmpty, "left behind: \(temporaries(store))")
    }

    @Test func unknownOrOutOfRangeValuesFallBackToDefaults() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-settings")
        defer { scratch.remove() }
        let store = temporaryStore(scratch)
        try FileManager.default.createDirectory(at: store.directoryURL, withIntermediateDirectories: true)
        let json = #"{"global": {"networkProfile": "warp", "frameRate": 7, "tokenExpireSeconds": 5, "role": "audience"}}"#
        try Data(json.utf8).write(to: store.fileURL)
        let loaded = store.load()
        #expect(loaded.warning == nil)
        #expect(loaded.settings.global.networkProfile == "good")
        #expect(loaded.settings.global.frameRate == 15)
        #expect(loaded.settings.global.tokenExpireSeconds == 900)
        #expect(loaded.settings.global.role == "audience")
    }

    @Test func concurrentWritersLoseNothingAndNeverLeaveABrokenFile() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-settings")
        defer { scratch.remove() }
        let store = temporaryStore(scratch)
        let rounds = 40
        DispatchQueue.concurrentPerform(iterations: 3) { worker in
            for round in 1...rounds {
                switch worker {
                case 0: _ = try? store.update { $0.global.seed = UInt64(round) }
                case 1: _ = try? store.update { $0.lastCaseId = "case\(round)" }
                default: #expect(store.load().warning == nil, "a reader saw a broken file")
                }
            }
        }
        let final = store.load()
        #expect(final.warning == nil)
        #expect(final.settings.global.seed == UInt64(rounds))
        #expect(final.settings.lastCaseId == "case\(rounds)")
    }
}
