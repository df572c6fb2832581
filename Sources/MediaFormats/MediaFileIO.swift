import Foundation

/// Whole-file reads and atomic writes, with the file system's refusals turned into `MediaFormatError.io`.
public enum MediaFileIO {
    public static func read(_ path: String, maximumBytes: Int) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MediaFormatError.io("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw MediaFormatError.io("\(path): is a directory") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= maximumBytes else {
            throw MediaFormatError.io("\(path): \(size) bytes is more than the \(maximumBytes) this reader accepts")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MediaFormatError.io("\(path): cannot be read (permission denied?)")
        }
        return [UInt8](data)
    }

    /// Writes through a temporary file in the same directory and renames it, so a reader never sees half a file.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MediaFormatError.io("\(directory): no such directory")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw MediaFormatError.io("\(directory): not writable")
        }
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw MediaFormatError.io("\(path): \(error.localizedDescription)")
        }
    }
}
