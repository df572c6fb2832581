import Foundation
import Testing
import TestSupport
@testable import APIExample

@Suite struct ResourceBundleTests {
    /// The fast path finds the very bundle `Bundle.module` would.
    @Test func theBundleBesideTheExecutableIsBundleModules() {
        #expect(ResourceBundle.besideExecutable() == Bundle.module.bundlePath)
        #expect(ResourceBundle.path == Bundle.module.bundlePath)
    }

    /// An installed executable (`<prefix>/bin/apiexample`) reads `<prefix>/share/apiexample`, wherever the prefix is;
    /// with neither that nor a bundle beside it, nothing (never the build that made it).
    @Test func anInstalledExecutableFindsItsPrefixsData() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-prefix")
        defer { scratch.remove() }
        let executable = Array(scratch.file("bin/apiexample").utf8)
        #expect(ResourceBundle.locate(executablePath: executable) == nil)
        try FileManager.default.createDirectory(atPath: scratch.file("share/apiexample/Localizations"),
                                                withIntermediateDirectories: true)
        #expect(ResourceBundle.locate(executablePath: executable) == scratch.file("share/apiexample"))
        try FileManager.default.createDirectory(atPath: scratch.file("bin/" + ResourceBundle.name),
                                                withIntermediateDirectories: true)
        #expect(ResourceBundle.locate(executablePath: executable) == scratch.file("bin/" + ResourceBundle.name))
    }
}
