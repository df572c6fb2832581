import Foundation
import Glibc

/// Locates the `apiexample` executable that SwiftPM built next to the test bundle (`.build/<config>/`).
enum AppBinary {
    static let name = "apiexample"

    /// The absolute path, or nil when no ancestor of the test binary holds an executable `apiexample`.
    static let path: String? = {
        let starts = [CommandLine.arguments.first ?? "", Bundle.main.bundlePath, Bundle.main.executablePath ?? ""]
        for start in starts where !start.isEmpty {
            var directory = URL(fileURLWithPath: start).resolvingSymlinksInPath()
            while directory.path != "/" {
                let candidate = directory.appendingPathComponent(name).path
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
                directory.deleteLastPathComponent()
            }
        }
        return nil
    }()

    static var isAvailable: Bool { path != nil }

    /// Whether this build is a ThreadSanitizer one (`make test-tsan`): the tests and the app they find are built
    /// alike, so the tests' own process tells.
    static let isThreadSanitized = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil

    /// The path, or a failure that says where it looked.
    static func require() throws -> String {
        guard let path else { throw E2EFailure("no \(name) binary found above \(CommandLine.arguments.first ?? "?")") }
        return path
    }
}
