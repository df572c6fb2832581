import MediaFormats
import FuzzSupport

/// `WAVReader`, as a custom audio source's file is read. Audio that reads must be sized consistently with its
/// format and the bytes it came from, and must read back unchanged from what `WAVWriter` makes of it.
enum WAVFuzzing {
    /// RIFF header, "fmt " chunk and "data" chunk header: the least a file with samples holds besides them.
    static let smallestHeader = 44

    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) -> Bool {
        let audio: WAVAudio
        do {
            audio = try WAVReader.read(bytes)
        } catch {
            try FuzzInvariantFailure.check(error is MediaFormatError, "threw \(type(of: error)), not MediaFormatError")
            return false
        }
        try FuzzInvariantFailure.check((1...2).contains(audio.channels), "\(audio.channels) channels")
        try FuzzInvariantFailure.check((8_000...192_000).contains(audio.sampleRate), "sample rate \(audio.sampleRate)")
        try FuzzInvariantFailure.check(audio.samples.count == audio.frameCount * audio.channels,
                                       "\(audio.samples.count) samples are not whole frames of \(audio.channels)")
        try FuzzInvariantFailure.check(smallestHeader + audio.samples.count * 2 <= bytes.count,
                                       "\(audio.samples.count) samples from \(bytes.count) bytes")
        let written = WAVWriter.encode(audio)
        try FuzzInvariantFailure.check(written.count == smallestHeader + audio.samples.count * 2,
                                       "written as \(written.count) bytes")
        let reread: WAVAudio
        do {
            reread = try WAVReader.read(written)
        } catch {
            throw FuzzInvariantFailure("audio written back does not read: \(error)")
        }
        try FuzzInvariantFailure.check(reread == audio, "audio written back reads differently")
        return true
    }
}
