import Foundation
import MediaFormats
#if canImport(Glibc)
import Glibc
#endif

/// An extension provider library opened with dlopen, with the C ABI the SimpleFilter library exports
/// (Sources/SimpleFilter/include/SimpleFilter.h). Used only under the engine's lock.
final class SimExtensionLibrary: @unchecked Sendable {
    enum Kind: Int32, Sendable {
        case video = 0
        case audio = 1
    }

    typealias EventFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Void
    typealias CreateFunction = @convention(c) (UnsafePointer<CChar>?, EventFunction?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
    typealias DestroyFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias SetPropertyFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
    typealias VideoFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int32,
                                              UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?, Int32, Int32, Int32) -> Int32
    typealias AudioFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<Int16>?, Int32, Int32, Int32) -> Int32

    static let abiVersion: Int32 = 1

    let path: String
    let provider: String
    let extensions: [String: Kind]
    let create: CreateFunction
    let destroy: DestroyFunction
    let setProperty: SetPropertyFunction
    let processVideo: VideoFunction
    let processAudio: AudioFunction
    private let handle: UnsafeMutableRawPointer
    private(set) var isOpen = true

    private init(path: String, handle: UnsafeMutableRawPointer, provider: String, extensions: [String: Kind],
                 create: CreateFunction, destroy: DestroyFunction, setProperty: SetPropertyFunction,
                 processVideo: VideoFunction, processAudio: AudioFunction) {
        self.path = path
        self.handle = handle
        self.provider = provider
        self.extensions = extensions
        self.create = create
        self.destroy = destroy
        self.setProperty = setProperty
        self.processVideo = processVideo
        self.processAudio = processAudio
    }

    /// Opens `path` and looks up every symbol of the ABI; the error text says what is wrong. Only a regular file
    /// reaches dlopen, whose blocking open would wait forever on a FIFO nobody writes to (on the caller's queue,
    /// the main one).
    static func open(_ path: String) -> Result<SimExtensionLibrary, SimExtensionLoadError> {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            return .failure(.notRegularFile(path, MediaFileIO.nonRegularKind(info.st_mode) ?? "a directory"))
        }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.cannotOpen(path, dlerror().map { String(cString: $0) } ?? "dlopen failed"))
        }
        func symbol<T>(_ name: String, _ type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        typealias VersionFunction = @convention(c) () -> Int32
        typealias NameFunction = @convention(c) () -> UnsafePointer<CChar>?
        typealias IndexedNameFunction = @convention(c) (Int32) -> UnsafePointer<CChar>?
        typealias IndexedKindFunction = @convention(c) (Int32) -> Int32
        let prefix = "agora_sim_extension_"
        guard let version = symbol(prefix + "abi_version", VersionFunction.self),
              let providerName = symbol(prefix + "provider", NameFunction.self),
              let count = symbol(prefix + "count", VersionFunction.self),
              let name = symbol(prefix + "name", IndexedNameFunction.self),
              let kind = symbol(prefix + "kind", IndexedKindFunction.self),
              let create = symbol(prefix + "create", CreateFunction.self),
              let destroy = symbol(prefix + "destroy", DestroyFunction.self),
              let setProperty = symbol(prefix + "set_property", SetPropertyFunction.self),
              let video = symbol(prefix + "process_video_i420", VideoFunction.self),
              let audio = symbol(prefix + "process_audio_s16", AudioFunction.self)
        else {
            let missing = ["abi_version", "provider", "count", "name", "kind", "create", "destroy", "set_property",
                           "process_video_i420", "process_audio_s16"].first { dlsym(handle, prefix + $0) == nil } ?? "?"
            dlclose(handle)
            return .failure(.missingSymbol(path, prefix + missing))
        }
        let abi = version()
        guard abi == abiVersion, let providerPointer = providerName() else {
            dlclose(handle)
            return .failure(.incompatible(path, abi))
        }
        var extensions: [String: Kind] = [:]
        for index in 0..<max(0, count()) {
            guard let pointer = name(index), let type = Kind(rawValue: kind(index)) else { continue }
            extensions[String(cString: pointer)] = type
        }
        return .success(SimExtensionLibrary(path: path, handle: handle, provider: String(cString: providerPointer),
                                            extensions: extensions, create: create, destroy: destroy,
                                            setProperty: setProperty, processVideo: video, processAudio: audio))
    }

    func close() {
        guard isOpen else { return }
        isOpen = false
        dlclose(handle)
    }
}
