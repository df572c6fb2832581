/// Why an extension provider could not be loaded (all reported as 157, module not found).
enum SimExtensionLoadError: Error, Equatable, CustomStringConvertible {
    case notFound(String, [String])
    case cannotOpen(String, String)
    /// A FIFO, a device, a socket or a directory: the path and what it is.
    case notRegularFile(String, String)
    case missingSymbol(String, String)
    case incompatible(String, Int32)

    var description: String {
        switch self {
        case .notFound(let name, _) where name.contains("/"):
            "\(name) does not exist"
        case .notFound(let name, let directories):
            "\(name) not found in " + (directories.isEmpty ? "(no directories)" : directories.joined(separator: ":"))
        case .cannotOpen(_, let reason): reason
        case .notRegularFile(let path, let kind): "\(path) is not a regular file (\(kind))"
        case .missingSymbol(let path, let symbol): "\(path) does not export \(symbol)"
        case .incompatible(let path, let version): "\(path) has extension ABI \(version), expected \(SimExtensionLibrary.abiVersion)"
        }
    }
}
