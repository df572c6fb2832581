import Foundation

/// Where this target's resources (`Localizations/`, `Resources/`) are at run time.
public enum ResourceBundle {
    /// SwiftPM's name for the bundle (`<package>_<target>.resources`); a test checks it against `Bundle.module`.
    static let name = "APIExampleTerminal_APIExample.resources"

    /// The bundle beside the executable, found without `Bundle`: `Bundle.module` cost about 2 ms before the first
    /// paint (CFBundle lists the bundle's directories). `Bundle.module` stays the fallback, for its build-path
    /// answer when a copied binary has no bundle beside it.
    public static let path: String? = besideExecutable() ?? Bundle.module.bundlePath

    static func besideExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let count = readlink("/proc/self/exe", &buffer, buffer.count)
        guard count > 0, count < buffer.count else { return nil }
        let executable = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = executable.lastIndex(of: "/") else { return nil }
        let candidate = executable[..<slash] + "/" + name
        return access(candidate, F_OK) == 0 ? candidate : nil
    }
}
