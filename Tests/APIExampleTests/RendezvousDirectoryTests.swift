import AgoraRtcSim
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// The local rendezvous' directory is checked before any socket goes there (issue 30): the user's own, writable by
/// nobody else, a directory, and short enough for a socket address; else one notice and no rendezvous.
@MainActor
@Suite struct RendezvousDirectoryTests {
    /// A directory of `mode` inside a fresh scratch directory.
    private func directory(_ scratch: ScratchDirectory, mode: mode_t) throws -> String {
        let path = scratch.file("runtime")
        #expect(mkdir(path, 0o700) == 0)
        #expect(chmod(path, mode) == 0)
        return path
    }

    @Test func thePrivateRuntimeDirectoryIsUsed() throws {
        let scratch = try ScratchDirectory(prefix: "rendezvous-dir")
        let runtime = try directory(scratch, mode: 0o700)
        #expect(RendezvousDirectory.choose(environment: ["XDG_RUNTIME_DIR": runtime]) == .success(runtime))
        // Readable by others is no danger: only writing there is.
        #expect(chmod(runtime, 0o755) == 0)
        #expect(RendezvousDirectory.choose(environment: ["XDG_RUNTIME_DIR": runtime]) == .success(runtime))
    }

    @Test(arguments: [0o777 as mode_t, 0o770, 0o702, 0o1777])
    func aDirectoryOthersMayWriteIsRefused(_ mode: mode_t) throws {
        let scratch = try ScratchDirectory(prefix: "rendezvous-dir")
        let runtime = try directory(scratch, mode: mode)
        #expect(RendezvousDirectory.choose(environment: ["XDG_RUNTIME_DIR": runtime]) == .failure(.writableByOthers(runtime)))
    }

    @Test func anotherUsersDirectoryIsRefused() throws {
        let scratch = try ScratchDirectory(prefix: "rendezvous-dir")
        let runtime = try directory(scratch, mode: 0o700)
        // Seen as another user would see it: the directory is not theirs.
        #expect(RendezvousDirectory.check(runtime, euid: geteuid() &+ 1) == .notOwned(runtime))
        // And, where the test may give it away (as root), a directory that really is another user's.
        if geteuid() == 0 {
            #expect(chown(runtime, 65_534, 65_534) == 0)
            #expect(RendezvousDirectory.choose(environment: ["XDG_RUNTIME_DIR": runtime]) == .failure(.notOwned(runtime)))
        }
    }

    @Test func aFileIsNotADirectory() throws {
        let scratch = try ScratchDirectory(prefix: "rendezvous-dir")
        let file = scratch.file("runtime")
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        #expect(RendezvousDirectory.choose(environment: ["XDG_RUNTIME_DIR": file]) == .failure(.notADirectory(file)))
    }

    @Test func aPathTooLongForASocketIsRefused() throws {
        let scratch = try ScratchDirectory(prefix: "rendezvous-dir")
        var path = scratch.path
        while path.utf8.count < 100 { path += "/" + String(repeating: "d", count: 20) }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        #expect(RendezvousDirectory.choose(environment: ["XDG_RUNTIME_DIR": path]) == .failure(.pathTooLong(path)))
    }

    /// Unset, relative or gone: the state directory, made private when the app makes it.
    @Test(arguments: [nil, "relative/run", "/nonexistent-apiexample-runtime"] as [String?])
    func theFallbackIsMadePrivate(_ runtime: String?) throws {
        let scratch = try ScratchDirectory(prefix: "rendezvous-dir")
        var environment: EnvironmentVariables = ["XDG_STATE_HOME": scratch.file("state")]
        if let runtime { environment = ["XDG_STATE_HOME": scratch.file("state"), "XDG_RUNTIME_DIR": runtime] }
        let chosen = try RendezvousDirectory.choose(environment: environment).get()
        #expect(chosen == scratch.file("state") + "/apiexample")
        var info = stat()
        #expect(stat(chosen, &info) == 0 && info.st_mode & 0o777 == 0o700)
    }

    @Test func everyRefusalIsToldInBothLanguages() {
        let refusals: [RendezvousDirectory.Refusal] = [.notADirectory("/d"), .notOwned("/d"), .writableByOthers("/d"),
                                                       .pathTooLong("/d"), .unavailable("/d", EACCES)]
        for refusal in refusals {
            for language in [Language.en, .zhHans] {
                let text = Localizer(language)
                let key = refusal.notice.key
                #expect(text(key) != key, "\(key) missing in \(language)")
                #expect(String(format: text(key), arguments: refusal.notice.arguments).contains("/d"))
            }
        }
    }

    /// A session whose rendezvous was refused (it has no cloud, so nothing retries) shows why once, however long it
    /// runs.
    @Test func aSessionShowsTheRefusalOnce() throws {
        let clock = AgoraSimVirtualClock()
        var context = SessionContext.virtual(clock: clock)
        context.cloudRefusal = RendezvousDirectory.Refusal.writableByOthers("/run/user/x").notice
        var shown = 0
        let host = try CaseRun.start("JoinChannelVideo", context: context) { host in
            host.onEvent = { event in
                if case .notice(let notice?) = event, notice.key == "rendezvous.writableByOthers" { shown += 1 }
            }
        }
        clock.advance(by: 10)
        #expect(shown == 1)
        host.stop()
    }
}
