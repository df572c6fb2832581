import Foundation
import Testing
import TestSupport

/// SimpleFilter's libSimpleFilter.so found at run time outside the build directory: a copy of the app in an
/// installed layout (bin/apiexample + bin/lib/libSimpleFilter.so), the same through $APIEXAMPLE_PLUGIN_PATH, and
/// the app with no library anywhere (error 157, no crash).
extension E2ESuite {
    static let pluginName = "libSimpleFilter.so"

    /// A scratch `bin/` holding a copy of the built app and links to its two resource bundles (an app reads its data
    /// beside itself or from `../share/apiexample`, never from the build that made it).
    private func installedApp(_ scratch: ScratchDirectory) throws -> (app: String, library: String) {
        let built = try AppBinary.require()
        let buildDirectory = (built as NSString).deletingLastPathComponent
        let library = buildDirectory + "/" + Self.pluginName
        #expect(FileManager.default.fileExists(atPath: library), "swift build must build \(Self.pluginName) next to the app")
        let bin = scratch.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: built, toPath: bin + "/apiexample")
        for bundle in ["APIExampleTerminal_APIExample.resources", "APIExampleTerminal_CaseSource.resources"] {
            try FileManager.default.createSymbolicLink(atPath: bin + "/" + bundle, withDestinationPath: buildDirectory + "/" + bundle)
        }
        return (bin + "/apiexample", library)
    }

    private func runFilter(_ app: String, environment: [String: String] = [:]) throws -> CommandResult {
        try CommandRunner.run(app, ["run", "SimpleFilter", "--virtual-time", "--seconds", "2"],
                              environment: TestEnvironment.base(environment))
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func pluginIsFoundInLibNextToAnInstalledApp() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-plugin")
        let (app, library) = try installedApp(scratch)
        try FileManager.default.createDirectory(atPath: scratch.file("bin/lib"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: library, toPath: scratch.file("bin/lib/" + Self.pluginName))
        let result = try runFilter(app)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("(found: \(scratch.file("bin/lib/" + Self.pluginName))) → 0"), "\(result)")
        #expect(result.stdout.contains("onExtensionStarted(_:extension:) \"Agora\", extension: \"Grey\""), "\(result)")
        #expect(result.stdout.contains("key: \"volume\", value: \"0.90\""), "\(result)")
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func pluginIsFoundThroughTheEnvironmentVariable() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-plugin")
        let (app, library) = try installedApp(scratch)
        try FileManager.default.createDirectory(atPath: scratch.file("plugins"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: library, toPath: scratch.file("plugins/" + Self.pluginName))
        let result = try runFilter(app, environment: ["APIEXAMPLE_PLUGIN_PATH": "/nonexistent:" + scratch.file("plugins")])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("(found: \(scratch.file("plugins/" + Self.pluginName))) → 0"), "\(result)")
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func missingPluginIsError157AndTheRunGoesOn() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-plugin")
        let (app, _) = try installedApp(scratch)
        let result = try runFilter(app)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.contains("\"\(Self.pluginName)\", unloadAfterUse: false (not found) → -157"), "\(result)")
        #expect(result.stdout.contains("extension error 157: \(Self.pluginName) not found in \(scratch.file("bin/lib"))"), "\(result)")
        #expect(result.stdout.contains("didJoinChannel"), "the call goes on without filters\n\(result)")
    }
}
