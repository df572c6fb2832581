import Foundation
import PluginSearchPath

/// The case folders, bundled at build time from `Sources/APIExample/Examples` (Package.swift copies that folder into
/// this target's resources), so what the source view shows is what was compiled and an installed app needs no source
/// tree. Nothing here runs before the first time a source is asked for.
public enum CaseSourceLibrary {
    /// SwiftPM's name for the bundle (`<package>_<target>.resources`); a test checks it against `Bundle.module`.
    static let bundleName = "APIExampleTerminal_CaseSource.resources"
    /// The package-relative folder the bundle's `Examples/` copies.
    static let packagePrefix = "Sources/APIExample/"

    /// The bundle's root: beside the executable (the build directory), else the installed data directory
    /// (`<prefix>/share/apiexample`, which holds `Examples/`), else nil. Never `Bundle.module`, whose last resort is
    /// the absolute path of the build that made the binary: an installed app must not read the source tree's build.
    public static var bundlePath: String? { locate(executableDirectory: executableDirectory) }

    /// The files of the case folder at `casePath` (a `MenuItem.path`, e.g. "Sources/APIExample/Examples/Basic/
    /// JoinChannelVideo"): the Entry, then the Main, then the rest by name. Empty when the folder is not bundled.
    public static func files(inCaseFolder casePath: String) -> [CaseSourceFile] {
        guard let root = bundlePath, casePath.hasPrefix(packagePrefix) else { return [] }
        let folder = root + "/" + casePath.dropFirst(packagePrefix.count)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix(".swift") }.sorted(by: tabOrder).compactMap { name in
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { return nil }
            return CaseSourceFile(name: name, path: casePath + "/" + name, text: String(decoding: data, as: UTF8.self))
        }
    }

    /// The Entry first (the form the user fills in), then the Main (the SDK calls), then helpers alphabetically.
    static func tabOrder(_ a: String, _ b: String) -> Bool {
        func rank(_ name: String) -> Int {
            name.hasSuffix("Entry.swift") ? 0 : name.hasSuffix("Main.swift") ? 1 : 2
        }
        return (rank(a), a) < (rank(b), b)
    }

    static func locate(executableDirectory: String?) -> String? {
        guard let executableDirectory else { return nil }
        let beside = executableDirectory + "/" + bundleName
        if FileManager.default.fileExists(atPath: beside) { return beside }
        let installed = InstallLayout.prefix(ofExecutableDirectory: executableDirectory) + "/" + InstallLayout.dataDirectory
        return FileManager.default.fileExists(atPath: installed + "/Examples") ? installed : nil
    }

    private static var executableDirectory: String? {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
    }
}
