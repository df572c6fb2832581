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
    /// The file is private to the user (0600) from its creation, like the recordings.
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
        let temporary = directory + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        do {
            var file = try OutputFile(path: temporary, exclusive: true, shownPath: path)
            defer { file.close() }
            try file.writeAll(bytes)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw MediaFormatError.io("\(path): \(reason)")
        }
    }
}
