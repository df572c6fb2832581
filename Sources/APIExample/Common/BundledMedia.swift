import Foundation

/// The app's own sample media (`Resources/Media/` in the bundle, made by `swift run make-sample-media`).
public enum BundledMedia {
    public static var directory: String? {
        Bundle.module.path(forResource: "Resources", ofType: nil).map { $0 + "/Media" }
    }

    /// A path as typed (`~` expanded), or the file name of a bundled sample; nil when neither is a file.
    public static func path(for nameOrPath: String) -> String? {
        let typed = (nameOrPath.trimmingCharacters(in: .whitespaces) as NSString).expandingTildeInPath
        guard !typed.isEmpty else { return nil }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: typed, isDirectory: &isDirectory), !isDirectory.boolValue { return typed }
        guard !typed.contains("/"), let directory else { return nil }
        let bundled = directory + "/" + typed
        return FileManager.default.fileExists(atPath: bundled) ? bundled : nil
    }
}
