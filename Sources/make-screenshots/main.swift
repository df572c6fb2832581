import Foundation
import ReadmeScreens

// `make screenshots`: redraws README's opening screens and writes them between its markers. The path is relative to
// the package (default README.md), so the script works from any checkout.
let path = CommandLine.arguments.dropFirst().first ?? "README.md"
do {
    let readme = try String(contentsOfFile: path, encoding: .utf8)
    let updated = try ReadmeSection.replacing(in: readme, with: try ReadmeScreens.markdown())
    if updated == readme {
        print("\(path): screens already up to date")
    } else {
        try Data(updated.utf8).write(to: URL(fileURLWithPath: path))
        print("\(path): screens rewritten")
    }
} catch {
    FileHandle.standardError.write(Data("make-screenshots: \(error)\n".utf8))
    exit(1)
}
