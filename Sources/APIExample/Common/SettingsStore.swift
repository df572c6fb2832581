import Foundation
import MediaFormats

/// `$XDG_CONFIG_HOME/apiexample/settings.json` (or `~/.config/…`). Writes go to a private temporary file that
/// is renamed over the old one (`AtomicFileWriter`: none is left behind), so a reader never sees half a file; updates hold an advisory lock and re-read
/// first, so two processes saving at once both keep their change. A file that is not valid settings is moved aside
/// (`settings.json.bad`, then `.bad.1`, `.bad.2` … so an earlier one is never lost) and defaults are used, with a
/// warning for the user. A file that exists but cannot be read (no permission, a directory, a FIFO or a device in
/// its place) is left where it is and never saved over: the warning says so, and updates fail.
public struct SettingsStore: Sendable {
    /// What reading the file found.
    public enum FileRead: Sendable, Equatable {
        case missing
        case contents(Data)
        /// It exists (or might) but could not be read: the errno.
        case failed(Int32)
        /// A FIFO, a device or a socket stands in its place: not read (a FIFO would block, /dev/zero never ends),
        /// and, like an unreadable file, never saved over.
        case notRegularFile
    }

    /// The file, as a path: the store is made before the first paint, where URL's parsing and file-system checks
    /// cost more than reading the settings (issue 11).
    public let path: String
    /// How the file is read; tests pass a failing one, since the root user they may run as reads any file.
    private let readFile: @Sendable (String) -> FileRead

    /// How the file is written; tests pass one whose rename, sync or write fails.
    private let writer: AtomicFileWriter

    /// Corrupt files kept aside before the oldest would have to go; beyond this one stays in place.
    static let maximumAsides = 100

    public init(path: String, readFile: @escaping @Sendable (String) -> FileRead = SettingsStore.read,
                writer: AtomicFileWriter = AtomicFileWriter()) {
        self.path = path
        self.readFile = readFile
        self.writer = writer
    }

    public init(fileURL: URL, readFile: @escaping @Sendable (String) -> FileRead = SettingsStore.read) {
        self.init(path: fileURL.path, readFile: readFile)
    }

    public init(environment: EnvironmentVariables, readFile: @escaping @Sendable (String) -> FileRead = SettingsStore.read) {
        self.init(path: XDGBaseDirectory.config.appPath(environment: environment) + "/settings.json", readFile: readFile)
    }

    public var fileURL: URL { URL(fileURLWithPath: path) }
    public var directoryURL: URL { fileURL.deletingLastPathComponent() }
    /// Where the first corrupt file goes; later ones get `.1`, `.2` … after it.
    public var asideURL: URL { fileURL.appendingPathExtension("bad") }

    public struct Loaded: Sendable {
        public var settings: AppSettings
        /// Set when the file was corrupt (moved aside) or unreadable (kept): a localization key and its arguments.
        public var warning: SessionNotice?
        /// The file is there but was not used: saving would destroy what the user may still want back.
        var mustNotSaveOver = false
    }

    /// The saved settings, or defaults when there is no file yet (reading creates nothing on disk).
    ///
    /// A file that decodes is read without the lock: writers rename a whole file into place, so no reader sees half
    /// of one, and the lock's directory and lock file cost the first paint more than the read. Only a file that does
    /// not decode is read again under the lock, to be moved aside.
    public func load() -> Loaded {
        switch readFile(path) {
        case .missing:
            return Loaded(settings: AppSettings(), warning: nil)
        case .contents(let data):
            if let settings = Self.decode(data) { return Loaded(settings: settings, warning: nil) }
        case .failed, .notRegularFile:
            break
        }
        return withLock { readOrRecover() }
    }

    /// Reads the current file, applies `change` and writes the result, all under the lock. Throws
    /// `.keptUnreadable` without writing when the file is there but could not be read.
    @discardableResult
    public func update(_ change: (inout AppSettings) -> Void) throws -> AppSettings {
        try withLock {
            let current = readOrRecover()
            if current.mustNotSaveOver { throw SettingsStoreError.keptUnreadable(fileURL.path) }
            var settings = current.settings
            change(&settings)
            try write(settings)
            return settings
        }
    }

    /// Replaces the whole file.
    public func save(_ settings: AppSettings) throws {
        try withLock { try write(settings) }
    }

    /// The whole file, telling "no such file" (no settings yet) from a file that is there but cannot be read.
    public static func read(_ path: String) -> FileRead {
        switch FileContents.read(atPath: path) {
        case .bytes(let bytes): return .contents(Data(bytes))
        case .failed(ENOENT): return .missing
        case .failed(let code): return .failed(code)
        case .notRegularFile: return .notRegularFile
        }
    }

    // MARK: - inside the lock

    private func readOrRecover() -> Loaded {
        let data: Data
        switch readFile(path) {
        case .missing:
            return Loaded(settings: AppSettings(), warning: nil)
        case .failed(let code):
            let notice = SessionNotice("settings.unreadable", [String(cString: strerror(code)), fileURL.path], severity: .error)
            return Loaded(settings: AppSettings(), warning: notice, mustNotSaveOver: true)
        case .notRegularFile:
            let notice = SessionNotice("settings.notRegularFile", [fileURL.path], severity: .error)
            return Loaded(settings: AppSettings(), warning: notice, mustNotSaveOver: true)
        case .contents(let contents):
            data = contents
        }
        if let settings = Self.decode(data) {
            return Loaded(settings: settings, warning: nil)
        }
        // Moved aside rather than overwritten by the next save, so the user can still look at it; where that fails
        // it stays in place and nothing is saved over it.
        switch moveAside() {
        case .success(let aside):
            return Loaded(settings: AppSettings(), warning: SessionNotice("settings.corrupt", [aside.path], severity: .error))
        case .failure(let error):
            let reason = String(cString: strerror(error.code.rawValue))
            let notice = SessionNotice("settings.corruptKept", [reason, fileURL.path], severity: .error)
            return Loaded(settings: AppSettings(), warning: notice, mustNotSaveOver: true)
        }
    }

    /// Renames the file to the first free aside name (checked under the lock, so two of our processes cannot
    /// pick the same one).
    private func moveAside() -> Result<URL, POSIXError> {
        for attempt in 0..<Self.maximumAsides {
            let aside = attempt == 0 ? asideURL : asideURL.appendingPathExtension(String(attempt))
            var info = stat()
            // lstat: a dangling symlink by that name is taken too.
            guard lstat(aside.path, &info) != 0, errno == ENOENT else { continue }
            return rename(fileURL.path, aside.path) == 0 ? .success(aside) : .failure(Self.posixError(errno))
        }
        return .failure(Self.posixError(EEXIST))
    }

    private static func posixError(_ code: Int32) -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }

    /// The settings a file's bytes hold, or nil when they are not settings. Public so the settings fuzzer feeds
    /// its inputs to the very decoding `load` does.
    public static func decode(_ data: Data) -> AppSettings? {
        try? JSONDecoder().decode(AppSettings.self, from: data)
    }

    /// The bytes `save` and `update` write for `settings`; the settings fuzzer checks that they decode back.
    public static func encode(_ settings: AppSettings) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(settings)
    }

    /// Through the project's atomic writer: 0600 from the start (the file may hold the App Certificate), and no
    /// temporary file left behind whatever fails.
    private func write(_ settings: AppSettings) throws {
        let data = try Self.encode(settings)
        do {
            try writer.write(Array(data), to: path)
        } catch {
            throw SettingsStoreError.cannotWrite(path, error.code)
        }
    }

    private func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try? FileManager.default.createDirectory(at: directoryURL, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        let fd = open(directoryURL.appendingPathComponent(".settings.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if fd >= 0 { flock(fd, LOCK_EX) }
        defer {
            if fd >= 0 {
                flock(fd, LOCK_UN)
                close(fd)
            }
        }
        return try body()
    }
}

public enum SettingsStoreError: Error, Equatable, CustomStringConvertible {
    case cannotWrite(String, Int32)
    /// The file is there but could not be read (or, corrupt, could not be moved aside): it is not saved over.
    case keptUnreadable(String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let code): "cannot write \(path): \(String(cString: strerror(code)))"
        case .keptUnreadable(let path): "not saved: \(path) could not be read, and is kept as it is"
        }
    }
}
