import Foundation

/// `dialog --menu` with 35 items in a 100x30 box, the yardstick for a menu's first paint. Only used when `dialog`
/// is installed; the benchmark never installs it.
enum DialogMenu {
    static let itemCount = 35

    /// nil when no `dialog` is on PATH.
    static func subject() -> FirstPaintSubject? {
        guard let path = findOnPath("dialog") else { return nil }
        var arguments = ["--menu", "APIExample", "30", "100", "22"]
        for index in 1...itemCount {
            arguments += [String(index), item(index)]
        }
        // The third item is drawn with the list, as the app's "Advanced" header is drawn with its menu.
        return FirstPaintSubject(path: path, arguments: arguments, marker: item(3), quitKeys: nil) {
            AppUnderTest.terminalEnvironment()
        }
    }

    private static func item(_ index: Int) -> String {
        "Example case number \(index)"
    }

    private static func findOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
