import Foundation
import PluginSearchPath

/// Where this target's resources (`Localizations/`, `Resources/`) are at run time: found from the executable's own
/// location only, never from where the app was built, so a copy of the build tree, a `make install` into any prefix
/// (or a `DESTDIR` staging tree) and an unpacked package all read their own copy.
public enum ResourceBundle {
    /// SwiftPM's name for the bundle (`<package>_<target>.resources`); a test checks it against `Bundle.module`.
    static let name = "APIExampleTerminal_APIExample.resources"

    /// The bundle beside the executable (the build directory), else the installed data directory
    /// (`<prefix>/share/apiexample`), else nil (strings show as their keys, bundled media are not found).
    /// `Bundle.module` is not asked: its last resort is the absolute path of the build that made the binary, which an
    /// installed app must never read (and finding it cost about 2 ms before the first paint: CFBundle lists the
    /// bundle's directories).
    public static let path: String? = locate(executablePath: executablePath())

    /// The candidates for an executable at `executablePath`, in order; the first that exists wins. Built from bytes
    /// and whole Strings: appending a Substring calls a generic the runtime has to resolve, which cost a scan of its
    /// conformance tables before the first paint.
    static func locate(executablePath: [UInt8]?) -> String? {
        guard let executablePath, let slash = executablePath.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let directory = String(decoding: executablePath[..<slash], as: UTF8.self)
        let beside = directory + "/" + name
        if access(beside, F_OK) == 0 { return beside }
        let prefixEnd = executablePath[..<slash].lastIndex(of: UInt8(ascii: "/")) ?? 0
        let installed = String(decoding: executablePath[..<prefixEnd], as: UTF8.self) + "/" + InstallLayout.dataDirectory
        return access(installed + "/Localizations", F_OK) == 0 ? installed : nil
    }

    /// The bundle beside the executable, when there is one (the build directory's layout).
    static func besideExecutable() -> String? {
        locate(executablePath: executablePath()).flatMap { $0.hasSuffix("/" + name) ? $0 : nil }
    }

    /// The running executable's path as bytes (`/proc/self/exe`, symlinks resolved by the kernel).
    private static func executablePath() -> [UInt8]? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let count = readlink("/proc/self/exe", &buffer, buffer.count)
        guard count > 0, count < buffer.count else { return nil }
        return buffer[..<count].map { UInt8(bitPattern: $0) }
    }
}
