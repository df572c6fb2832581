/// The extension providers an engine loaded and the extensions it created from them. Used only under the engine's
/// lock; `release()` runs when the engine is destroyed.
final class SimExtensionHost: @unchecked Sendable {
    private(set) var libraries: [String: SimExtensionLibrary] = [:]
    private var unloadAfterUse: Set<String> = []
    private var instances: [String: SimExtensionInstance] = [:]

    func add(_ library: SimExtensionLibrary, unloadAfterUse unload: Bool) {
        libraries[library.provider] = library
        if unload { unloadAfterUse.insert(library.provider) }
    }

    /// The extension, created on first use; nil when the provider is not loaded or has no such extension.
    func instance(provider: String, extension name: String) -> SimExtensionInstance? {
        let key = provider + "/" + name
        if let existing = instances[key] { return existing }
        guard let library = libraries[provider], let created = SimExtensionInstance(library: library, name: name) else { return nil }
        instances[key] = created
        return created
    }

    var enabledVideo: [SimExtensionInstance] {
        instances.keys.sorted().compactMap { instances[$0] }.filter { $0.enabled && $0.kind == .video }
    }

    var enabledAudio: [SimExtensionInstance] {
        instances.keys.sorted().compactMap { instances[$0] }.filter { $0.enabled && $0.kind == .audio }
    }

    /// Destroys every filter instance; closes the libraries loaded with unloadAfterUse (the others stay mapped
    /// until the process exits, as the SDK recommends).
    func release() {
        for instance in instances.values { instance.destroy() }
        instances = [:]
        for provider in unloadAfterUse { libraries[provider]?.close() }
        libraries = [:]
        unloadAfterUse = []
    }
}
