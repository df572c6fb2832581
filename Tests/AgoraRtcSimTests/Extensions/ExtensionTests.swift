import Foundation
import Testing
import PluginSearchPath
import TestSupport
@testable import AgoraRtcSim

/// The SimpleFilter provider (libSimpleFilter.so, built by the package) loaded with dlopen through the extension API.
@Suite struct ExtensionTests {
    static let library = "libSimpleFilter.so"

    /// The library SwiftPM built next to the test bundle.
    static var builtLibrary: String? {
        PluginSearchPath.executableDirectory.map { $0 + "/" + library }.flatMap {
            FileManager.default.fileExists(atPath: $0) ? $0 : nil
        }
    }

    @Test func loadsFromTheBuildDirectoryByDefault() throws {
        let built = try #require(Self.builtLibrary, "swift build puts libSimpleFilter.so next to the test bundle")
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.loadExtensionProvider(withPath: Self.library, unloadAfterUse: true) == 0)
        #expect(sim.lastCall("loadExtensionProvider(withPath:unloadAfterUse:)")?.detail.contains("(found: \(built))") == true)
        let library = try #require(sim.engine.lock.locked { sim.engine.state.videoProcessing.extensions?.libraries["Agora"] })
        #expect(library.extensions == ["Grey": .video, "VolumeChange": .audio])
        sim.destroy()
    }

    /// An installed layout: the library copied elsewhere and the search path pointed there (as lib/ next to the
    /// executable or $APIEXAMPLE_PLUGIN_PATH would).
    @Test func loadsFromAnInstalledLocation() throws {
        let built = try #require(Self.builtLibrary)
        let scratch = try ScratchDirectory(prefix: "apiexample-plugin")
        defer { scratch.remove() }
        let directory = scratch.file("lib")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: built, toPath: directory + "/" + Self.library)
        let sim = SimHarness(remotes: 0) { $0.extensionSearchPaths = ["/nonexistent", directory] }
        #expect(sim.engine.loadExtensionProvider(withPath: Self.library, unloadAfterUse: true) == 0)
        #expect(sim.lastCall("loadExtensionProvider(withPath:unloadAfterUse:)")?.detail
            .contains("(found: \(directory)/\(Self.library))") == true)
        #expect(sim.engine.enableExtension(withVendor: "Agora", extension: "Grey", enabled: true, sourceType: .primaryCamera) == 0)
        sim.destroy()
    }

    @Test func defaultSearchHonoursTheEnvironmentThenLibNextToTheExecutable() throws {
        let directories = PluginSearchPath.directories(override: nil)
        let executable = try #require(PluginSearchPath.executableDirectory)
        #expect(Array(directories.suffix(3)) == [executable + "/lib",
                                                 (executable as NSString).deletingLastPathComponent + "/lib/apiexample",
                                                 executable])
        #expect(PluginSearchPath.directories(override: ["/a", "/b"]) == ["/a", "/b"])
        #expect(PluginSearchPath.resolve("/no/such/libX.so", override: nil) == nil)
    }

    /// A missing file, a file that is not a library and a library without the ABI are all 157, never a crash.
    @Test func missingOrBrokenLibrariesAreModuleNotFound() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-broken")
        defer { scratch.remove() }
        let directory = scratch.path
        try Data("not an ELF file".utf8).write(to: URL(fileURLWithPath: directory + "/libGarbage.so"))
        let sim = SimHarness(remotes: 0) { $0.extensionSearchPaths = [directory] }
        #expect(sim.engine.loadExtensionProvider(withPath: Self.library) == -157, "not in the search path")
        #expect(sim.engine.loadExtensionProvider(withPath: "libGarbage.so") == -157)
        // A real shared library that is not an extension provider: the zlib the package already links.
        let zlib = ["/lib/x86_64-linux-gnu/libz.so.1", "/usr/lib/x86_64-linux-gnu/libz.so.1", "/lib64/libz.so.1", "/usr/lib/libz.so.1"]
            .first { FileManager.default.fileExists(atPath: $0) }
        if let zlib { #expect(sim.engine.loadExtensionProvider(withPath: zlib) == -157) }
        #expect(sim.engine.enableExtension(withVendor: "Agora", extension: "Grey", enabled: true) == -157)
        #expect(sim.engine.setExtensionPropertyWithVendor("Agora", extension: "Grey", key: "grey", value: "1") == -157)
        sim.advance(0.1)
        let errors = sim.recorder.events.filter { $0.hasPrefix("extensionError 157") }
        #expect(errors.count == (zlib == nil ? 3 : 4))
        #expect(errors[0].contains("libSimpleFilter.so not found in \(directory)"))
        if zlib != nil { #expect(errors[2].contains("does not export agora_sim_extension_abi_version")) }
        sim.destroy()
    }

    /// A FIFO (dlopen's blocking open would wait for a writer for ever) or a device is refused before dlopen.
    @Test func aFIFOOrADeviceIsNotALibrary() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-fifo-library")
        let fifo = try FIFOWatchdog(path: scratch.file("libFIFO.so"))
        defer { fifo.stop() }
        let sim = SimHarness(remotes: 0)
        defer { sim.destroy() }
        #expect(sim.engine.loadExtensionProvider(withPath: fifo.path) == -157)
        #expect(sim.engine.loadExtensionProvider(withPath: "/dev/zero") == -157)
        sim.advance(0.1)
        let errors = sim.recorder.events.filter { $0.hasPrefix("extensionError 157") }
        #expect(errors.count == 2)
        #expect(errors.first?.contains("\(fifo.path) is not a regular file (a FIFO)") == true, "\(errors)")
        #expect(errors.last?.contains("/dev/zero is not a regular file (a character device)") == true, "\(errors)")
        #expect(!fifo.fired, "loadExtensionProvider waited on the FIFO")
    }

    @Test func propertiesReachTheFilterAndComeBackAsEvents() throws {
        _ = try #require(Self.builtLibrary)
        let sim = SimHarness(remotes: 0)
        let e = sim.engine
        #expect(e.loadExtensionProvider(withPath: Self.library) == 0)
        #expect(e.enableExtension(withVendor: "Agora", extension: "Grey", enabled: true, sourceType: .primaryCamera) == 0)
        #expect(e.enableExtension(withVendor: "Agora", extension: "VolumeChange", enabled: true, sourceType: .recording) == 0)
        #expect(e.enableExtension(withVendor: "Agora", extension: "Grey", enabled: true, sourceType: .recording) == -2)
        #expect(e.enableExtension(withVendor: "Agora", extension: "Sepia", enabled: true) == -157)
        #expect(e.setExtensionPropertyWithVendor("Agora", extension: "Grey", key: "grey", value: "1") == 0)
        #expect(e.setExtensionPropertyWithVendor("Agora", extension: "VolumeChange", key: "volume", value: "45.000000") == 0)
        #expect(e.setExtensionPropertyWithVendor("Agora", extension: "VolumeChange", key: "volume", value: "101") == -2)
        #expect(e.setExtensionPropertyWithVendor("Agora", extension: "VolumeChange", key: "grey", value: "1") == -2)
        #expect(e.enableExtension(withVendor: "Agora", extension: "Grey", enabled: false) == 0)
        sim.advance(0.1)
        let events = sim.recorder.events.filter { !$0.hasPrefix("extensionError") }
        #expect(events == ["started Agora/Grey", "started Agora/VolumeChange", "onEvent Agora/Grey grey=1",
                           "onEvent Agora/VolumeChange volume=0.45", "stopped Agora/Grey"])
        sim.destroy()
    }

    /// Grey neutralises the chroma the filter sees; invert visibly turns the local picture into its negative.
    @Test func theVideoFilterChangesTheLocalPicture() throws {
        _ = try #require(Self.builtLibrary)
        let sim = SimHarness(remotes: 0)
        let e = sim.engine
        let view = AgoraVideoView()
        e.enableVideo()
        e.setupLocalVideo(AgoraRtcVideoCanvas(uid: 0, view: view, renderMode: .hidden))
        e.startPreview()
        sim.advance(1)
        let plain = try #require(view.latestFrame)
        #expect(plain.luma == SimFramePainter.paint(uid: 0, width: plain.width, height: plain.height,
                                                    timestampMs: plain.timestampMs, mirrored: plain.mirrored).luma)
        e.loadExtensionProvider(withPath: Self.library)
        e.enableExtension(withVendor: "Agora", extension: "Grey", enabled: true, sourceType: .primaryCamera)
        e.setExtensionPropertyWithVendor("Agora", extension: "Grey", key: "invert", value: "1")
        sim.advance(1)
        let inverted = try #require(view.latestFrame)
        let original = SimFramePainter.paint(uid: 0, width: inverted.width, height: inverted.height,
                                             timestampMs: inverted.timestampMs, mirrored: inverted.mirrored)
        #expect(inverted.luma == original.luma.map { 255 - $0 })
        let grey = try #require(e.lock.locked { e.state.videoProcessing.extensions?.instance(provider: "Agora", extension: "Grey") })
        #expect(grey.lastChroma.map { $0.u.contains { $0 != 128 } } == true, "the camera picture has colour")
        e.setExtensionPropertyWithVendor("Agora", extension: "Grey", key: "grey", value: "1")
        sim.advance(0.5)
        #expect(grey.lastChroma.map { $0.u.allSatisfy { $0 == 128 } && $0.v.allSatisfy { $0 == 128 } } == true)
        e.enableExtension(withVendor: "Agora", extension: "Grey", enabled: false)
        sim.advance(0.5)
        let off = try #require(view.latestFrame)
        #expect(off.luma == SimFramePainter.paint(uid: 0, width: off.width, height: off.height,
                                                  timestampMs: off.timestampMs, mirrored: off.mirrored).luma)
        sim.destroy()
    }

    /// VolumeChange scales the microphone's PCM, and volume indication measures the result.
    @Test func theAudioFilterChangesTheMeasuredLevel() throws {
        _ = try #require(Self.builtLibrary)
        func levels(volume: String?) -> [Int] {
            let sim = SimHarness(remotes: 0)
            sim.engine.enableAudioVolumeIndication(100, smooth: 3, reportVad: false)
            if let volume {
                sim.engine.loadExtensionProvider(withPath: Self.library)
                sim.engine.enableExtension(withVendor: "Agora", extension: "VolumeChange", enabled: true, sourceType: .recording)
                sim.engine.setExtensionPropertyWithVendor("Agora", extension: "VolumeChange", key: "volume", value: volume)
            }
            sim.join(video: false)
            sim.advance(6)
            sim.destroy()
            return sim.recorder.localReports.map(\.volume)
        }
        let plain = levels(volume: nil)
        let half = levels(volume: "50")
        let mute = levels(volume: "0")
        #expect(plain.count == half.count && plain.count > 40)
        #expect(plain.contains { $0 > 100 })
        for (a, b) in zip(plain, half) { #expect(abs(a / 2 - b) <= 1, "\(a) → \(b)") }
        #expect(mute.allSatisfy { $0 == 0 })
    }

    @Test func destroyReleasesTheFiltersAndANewEngineLoadsAgain() throws {
        _ = try #require(Self.builtLibrary)
        for _ in 0..<3 {
            let sim = SimHarness(remotes: 0)
            #expect(sim.engine.loadExtensionProvider(withPath: Self.library, unloadAfterUse: true) == 0)
            #expect(sim.engine.enableExtension(withVendor: "Agora", extension: "VolumeChange", enabled: true) == 0)
            sim.destroy()
            #expect(sim.engine.lock.locked { sim.engine.state.videoProcessing.extensions } == nil)
            #expect(sim.engine.loadExtensionProvider(withPath: Self.library) == -7, "a destroyed engine refuses")
        }
    }
}
