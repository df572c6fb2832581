import Foundation

/// `$XDG_CONFIG_HOME/apiexample/settings.json` (or `~/.config/…`). Writes go to a private temporary file that
/// is renamed over the old one, so a reader never sees half a file; updates hold an advisory lock and re-read
/// first, so two processes saving at once both keep their change. A file that cannot be read is moved aside to
/// `settings.json.bad` and defaults are used, with a warning for the user.
public struct SettingsStore: Sendable {
    /// The file, as a path: the store is made before the first paint, where URL's parsing and file-system checks
    /// cost more than reading the settings (issue 11).
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public init(fileURL: URL) {
        self.init(path: fileURL.path)
    }

    public init(environment: EnvironmentVariables) {
        self.init(path: XDGBaseDirectory.config.appPath(environment: environment) + "/settings.json")
    }

    public var fileURL: URL { URL(fileURLWithPath: path) }
    public var directoryURL: URL { fileURL.deletingLastPathComponent() }
    public var asideURL: URL { fileURL.appendingPathExtension("bad") }

    public struct Loaded: Sendable {
        public var settings: AppSettings
        /// Set when the file was unreadable and was moved aside: a localization key and its argument (the path).
        public var warning: SessionNotice?
    }

    /// The saved settings, or defaults when there is no file yet (reading creates nothing on disk).
    ///
    /// A file that decodes is read without the lock: writers rename a whole file into place, so no reader sees half
    /// of one, and the lock's directory and lock file cost the first paint more than the read. Only a file that does
    /// not decode is read again under the lock, to be moved aside.
    public func load() -> Loaded {
        guard let bytes = FileContents.bytes(atPath: path) else { return Loaded(settings: AppSettings(), warning: nil) }
        if let settings = try? JSONDecoder().decode(AppSettings.self, from: Data(bytes)) {
            return Loaded(settings: settings, warning: nil)
        }
        return withLock { readOrRecover() }
    }

    /// Reads the current file, applies `change` and writes the result, all under the lock.
    @discardableResult
    public func update(_ change: (inout AppSettings) -> Void) throws -> AppSettings {
        try withLock {
            var settings = readOrRecover().settings
            change(&settings)
            try write(settings)
            return settings
        }
    }

    /// Replaces the whole file.
    public func save(_ settings: AppSettings) throws {
        try withLock { try write(settings) }
    }

    // MARK: - inside the lock

    private func readOrRecover() -> Loaded {
        guard let data = FileManager.default.contents(atPath: fileURL.path) else {
            return Loaded(settings: AppSettings(), warning: nil)
        }
        if let settings = try? JSONDecoder().decode(AppSettings.self, from: data) {
            return Loaded(settings: settings, warning: nil)
        }
        // Keep the unreadable file for the user to inspect instead of overwriting it on the next save.
        _ = try? FileManager.default.removeItem(at: asideURL)
        let moved = (try? FileManager.default.moveItem(at: fileURL, to: asideURL)) != nil
        let notice = SessionNotice(moved ? "settings.corrupt" : "settings.unreadable",
                                   [moved ? asideURL.path : fileURL.path], severity: .error)
        return Loaded(settings: AppSettings(), warning: notice)
    }

    private func write(_ settings: AppSettings) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(settings)
        let temporary = directoryURL.appendingPathComponent(".settings.json.\(getpid()).\(UInt32.random(in: 0...UInt32.max))")
        // 0600 from the start: the file may hold the App Certificate.
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw SettingsStoreError.cannotWrite(temporary.path, errno) }
        let written = data.withUnsafeBytes { buffer in Glibc.write(fd, buffer.baseAddress, buffer.count) }
        let synced = fsync(fd) == 0
        close(fd)
        guard written == data.count, synced, rename(temporary.path, fileURL.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw SettingsStoreError.cannotWrite(fileURL.path, code)
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

    public var description: String {
        switch self {
        case .cannotWrite(let path, let code): "cannot write \(path): \(String(cString: strerror(code)))"
        }
    }
}
