import Foundation
import MediaFormats

// Writes the project's sample media into a directory (default Resources/Media), byte-for-byte the same on
// every run, so the committed files can always be regenerated and checked.
let directory = CommandLine.arguments.dropFirst().first ?? "Resources/Media"
do {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for sample in SampleMedia.all {
        let path = directory + "/" + sample.fileName
        let bytes = sample.make()
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        print("\(path)  \(bytes.count) bytes")
    }
} catch {
    FileHandle.standardError.write(Data("make-sample-media: \(error)\n".utf8))
    exit(1)
}
