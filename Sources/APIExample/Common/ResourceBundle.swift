import Foundation

/// Where this target's resources (`Localizations/`, `Resources/`) are at run time.
public enum ResourceBundle {
    /// SwiftPM's name for the bundle (`<package>_<target>.resources`); a test checks it against `Bundle.module`.
    static let name = "APIExampleTerminal_APIExample.resources"

    /// The bundle beside the executable, found without `Bundle`: `Bundle.module` cost about 2 ms before the first
    /// paint (CFBundle lists the bundle's directories). `Bundle.module` stays the fallback, for its build-path
    /// answer when a copied binary has no bundle beside it.
    public static let path: String? = besideExecutable() ?? Bundle.module.bundlePath

    /// Built from bytes and whole Strings: appending a Substring calls a generic the runtime has to resolve, which
    /// cost a scan of its conformance tables before the first paint.
    static func besideExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let count = readlink("/proc/self/exe", &buffer, buffer.count)
        guard count > 0, count < buffer.count,
              let slash = buffer[..<count].lastIndex(of: CChar(UInt8(ascii: "/"))) else { return nil }
        let directory = String(decoding: buffer[..<slash].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let candidate = directory + "/" + name
        return access(candidate, F_OK) == 0 ? candidate : nil
    }
}
