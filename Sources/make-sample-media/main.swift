import Foundation
import MediaFormats

// Writes the project's sample media into a directory (default Resources/Media), byte-for-byte the same on
// every run, so the committed files can always be regenerated and checked; the MP4s are the same for a given FFmpeg
// build (tests check what it decodes to instead).
let directory = CommandLine.arguments.dropFirst().first ?? "Resources/Media"
do {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for sample in SampleMedia.all {
        let path = directory + "/" + sample.fileName
        let bytes = sample.make()
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        print("\(path)  \(bytes.count) bytes")
    }
    let movies: [(String, (String) throws -> Void)] = [(SampleMovie.fileName, SampleMovieFile.write),
                                                        (SampleAlphaClip.fileName, SampleAlphaClipFile.write)]
    for (name, write) in movies {
        let movie = directory + "/" + name
        // Through a temporary name, so a failed run never leaves half an MP4 in the samples.
        // and never leaves the temporary file either: it goes whatever fails.
        let partial = movie + ".partial"
        do {
            try write(partial)
            // rename replaces the old movie in one step: there is no moment without one.
            guard rename(partial, movie) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            unlink(partial)
            throw error
        }
        print("\(movie)  \((try? FileManager.default.attributesOfItem(atPath: movie)[.size] as? Int) ?? 0) bytes")
    }
} catch {
    FileHandle.standardError.write(Data("make-sample-media: \(error)\n".utf8))
    exit(1)
}
