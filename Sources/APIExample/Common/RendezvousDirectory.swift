import AgoraRtcCloud
import Foundation

/// Where the local rendezvous puts its Unix socket: `$XDG_RUNTIME_DIR` (private to the user, emptied at logout), else
/// the app's state directory, made 0700 when missing. Either must be the user's own and writable by nobody else:
/// whoever may write there could put their own socket in the rendezvous' place and hear every session. A directory
/// that cannot serve is refused once, with the reason, and the session goes on alone; the rendezvous itself would
/// otherwise retry it in silence every half second.
public enum RendezvousDirectory {
    /// Why no rendezvous is held; each names the directory.
    public enum Refusal: Error, Equatable, Sendable {
        case notADirectory(String)
        case notOwned(String)
        case writableByOthers(String)
        /// The socket's path would not fit a Unix socket address (107 bytes).
        case pathTooLong(String)
        /// Neither variable gives a directory, or the state directory could not be made (the errno).
        case unavailable(String, Int32)

        /// What the session shows, and the headless run prints in English.
        public var notice: SessionNotice {
            switch self {
            case .notADirectory(let path): SessionNotice("rendezvous.notADirectory", [path], severity: .error)
            case .notOwned(let path): SessionNotice("rendezvous.notOwned", [path], severity: .error)
            case .writableByOthers(let path): SessionNotice("rendezvous.writableByOthers", [path], severity: .error)
            case .pathTooLong(let path): SessionNotice("rendezvous.pathTooLong", [path], severity: .error)
            case .unavailable(let path, let code):
                SessionNotice("rendezvous.unavailable", [path, String(cString: strerror(code))], severity: .error)
            }
        }
    }

    /// The directory to use for `environment`, or why there is none. The fallback is created (0700) when missing.
    public static func choose(environment: EnvironmentVariables, euid: uid_t = geteuid()) -> Result<String, Refusal> {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            var info = stat()
            // Set but gone (a session that ended): the fallback, as the base-directory spec says for an unset one.
            if stat(runtime, &info) == 0 || errno != ENOENT { return check(runtime, euid: euid).map { .failure($0) } ?? .success(runtime) }
        }
        let state = XDGBaseDirectory.state.appPath(environment: environment)
        if let code = makeDirectory(state) { return .failure(.unavailable(state, code)) }
        return check(state, euid: euid).map { .failure($0) } ?? .success(state)
    }

    /// `mkdir -p` with mode 0700; the errno of the step that failed, nil when the directory is there.
    private static func makeDirectory(_ path: String) -> Int32? {
        var info = stat()
        if stat(path, &info) == 0 { return nil }
        let parent = (path as NSString).deletingLastPathComponent
        if parent != path, !parent.isEmpty, let code = makeDirectory(parent) { return code }
        return mkdir(path, 0o700) == 0 || errno == EEXIST ? nil : errno
    }

    /// Why `path` cannot hold the rendezvous socket, nil when it can.
    public static func check(_ path: String, euid: uid_t = geteuid()) -> Refusal? {
        var info = stat()
        guard stat(path, &info) == 0 else { return .unavailable(path, errno) }
        guard info.st_mode & S_IFMT == S_IFDIR else { return .notADirectory(path) }
        guard info.st_uid == euid else { return .notOwned(path) }
        guard info.st_mode & (S_IWGRP | S_IWOTH) == 0 else { return .writableByOthers(path) }
        let socket = AgoraSimLocalCloud(directory: path, user: "", appId: "").socketPath
        guard socket.utf8.count < maximumSocketPath else { return .pathTooLong(path) }
        return nil
    }

    /// The bytes of `sun_path`, its terminating NUL included.
    static let maximumSocketPath = MemoryLayout.size(ofValue: sockaddr_un().sun_path)
}
