import Foundation

/// Where a library the app loads at run time (the SimpleFilter extension provider, the media layer's
/// libMediaCodec.so) is looked for when given by bare file name, the way dlopen searches its library path:
/// 1. each directory of `$APIEXAMPLE_PLUGIN_PATH` (colon-separated);
/// 2. `lib/` next to the executable, then `../lib/apiexample` (the installed layout, `InstallLayout.libraryDirectory`:
///    bin/apiexample + lib/apiexample/libSimpleFilter.so);
/// 3. the executable's own directory (`.build/debug` or `.build/release`, where SwiftPM builds the libraries).
/// An `override` list, when given, replaces the whole list (tests).
public enum PluginSearchPath {
    public static let environmentVariable = "APIEXAMPLE_PLUGIN_PATH"

    public static func directories(override: [String]?) -> [String] {
        if let override { return override }
        var directories: [String] = []
        if let value = ProcessInfo.processInfo.environment[environmentVariable] {
            directories += value.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        }
        if let executable = executableDirectory {
            let installed = InstallLayout.prefix(ofExecutableDirectory: executable) + "/" + InstallLayout.libraryDirectory
            directories += [executable + "/lib", installed, executable]
        }
        return directories
    }

    /// The first existing file for `name`, or nil; a name with a slash is taken as a path.
    public static func resolve(_ name: String, override: [String]?) -> String? {
        if name.contains("/") { return FileManager.default.fileExists(atPath: name) ? name : nil }
        for directory in directories(override: override) {
            let candidate = (directory as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The running executable's directory, symlinks resolved (the test bundle's under `swift test`).
    public static let executableDirectory: String? = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath
        return path.map { (($0 as NSString).resolvingSymlinksInPath as NSString).deletingLastPathComponent }
    }()
}
