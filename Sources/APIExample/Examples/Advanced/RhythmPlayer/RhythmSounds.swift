import Foundation

/// What the metronome plays. The original passes two files on Agora's web server; here those two URLs map to the
/// project's own clicks (bundled by `make-sample-media`), since the simulated engine fetches nothing. Any other text
/// is a bundled sample's name or a path, handed to the engine as it is, so a file that is not there gets the
/// engine's -22.
enum RhythmSounds {
    static let originalDownbeat = "https://webdemo.agora.io/ding.mp3"
    static let originalBeat = "https://webdemo.agora.io/dang.mp3"
    static let bundled = [originalDownbeat: "sample-rhythm-ding-48k-mono.wav", originalBeat: "sample-rhythm-dang-48k-mono.wav"]

    static func path(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return CaseMedia.resolve(bundled[trimmed] ?? trimmed)
    }
}
