import AgoraRtcSim
import Foundation
import MediaDecoding
import MediaFormats

/// Where the cases find media: the samples bundled from `Resources/Media` (asked for by bare file name, as the
/// Entry forms show them) or any path the user typed; and a localized message for a file that cannot be used.
public enum CaseMedia {
    /// The bundled `Resources/Media` directory.
    public static var bundledDirectory: String? {
        ResourceBundle.path.map { $0 + "/Resources/Media" }
    }

    /// A bare name of a bundled sample resolves to the bundled file; anything else is a path (`~` expanded,
    /// relative to the working directory).
    public static func resolve(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if !trimmed.contains("/"), let directory = bundledDirectory,
           FileManager.default.fileExists(atPath: directory + "/" + trimmed) {
            return directory + "/" + trimmed
        }
        return (trimmed as NSString).expandingTildeInPath
    }

    /// Where to write output: the typed path (`~` expanded), or `defaultName` in the temporary directory when
    /// nothing was typed.
    public static func outputPath(_ text: String, defaultName: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return FileManager.default.temporaryDirectory.appendingPathComponent(defaultName).path }
        return (trimmed as NSString).expandingTildeInPath
    }

    /// A notice for a media file that could not be read or written: the path and what was wrong, by kind.
    public static func notice(_ path: String, _ error: any Error) -> SessionNotice {
        let (key, detail) = describe(error)
        return SessionNotice(key, [path, detail], severity: .error)
    }

    /// The localization key (taking the path and a detail) and the detail for `error`.
    public static func describe(_ error: any Error) -> (key: String, detail: String) {
        switch error as? SoundFileError {
        case .wav(let wavError): return describe(wavError)
        case .media(let mediaError): return describe(mediaError)
        case nil: break
        }
        if let mediaError = error as? MediaSoundError { return describe(mediaError) }
        return switch error as? MediaFormatError {
        case .truncated(let detail): ("wav.error.truncated", detail)
        case .wrongMagic(let detail): ("wav.error.wrongMagic", detail)
        case .unsupported(let detail): ("wav.error.unsupported", detail)
        case .malformed(let detail): ("wav.error.malformed", detail)
        case .io(let detail): ("wav.error.io", detail)
        case .notRegularFile(let detail): ("wav.error.notRegularFile", detail)
        // Only writes meet it; a read names its file, not a directory.
        case .notADirectory(let detail): ("wav.error.io", detail)
        case nil: ("wav.error.io", "\(error)")
        }
    }

    /// A file the media layer could not give the sound of; the detail is the media player's reason for it (what
    /// the SDK's player would report for the same file), or the layer's own words where it has them.
    private static func describe(_ error: MediaSoundError) -> (key: String, detail: String) {
        switch error {
        case .open(let openError):
            let detail = reasonText(openError.mediaPlayerReason)
            switch openError {
            case .urlNotFound: return ("sound.error.notFound", detail)
            case .invalidMediaSource(.directory): return ("sound.error.directory", detail)
            case .invalidMediaSource(.notRegularFile): return ("sound.error.notRegularFile", detail)
            case .invalidMediaSource(.empty): return ("sound.error.empty", detail)
            case .invalidMediaSource(.permissionDenied): return ("sound.error.permission", detail)
            case .invalidMediaSource(.unknownFormat): return ("sound.error.unknownFormat", detail)
            case .invalidMediaSource(.noAudioOrVideo): return ("sound.error.noAudio", detail)
            case .invalidMediaSource(.readFailed): return ("sound.error.readFailed", detail)
            case .invalidMediaSource(.pictureTooLarge): return ("sound.error.pictureTooLarge", String(MediaFile.maximumPicturePixels))
            case .codecNotSupported: return ("sound.error.codec", detail)
            case .timedOut: return ("sound.error.timedOut", detail)
            case .interrupted, .internalError: return ("sound.error.internal", detail)
            case .libraryUnavailable(let why): return ("sound.error.library", why)
            }
        case .noAudio:
            return ("sound.error.noAudio", reasonText(AgoraMediaPlayerReason.unknownStreamType.rawValue))
        case .tooLong(let limit):
            return ("sound.error.tooLong", String(limit / 60_000))
        case .decode(let decodeError):
            let detail = reasonText(decodeError.mediaPlayerReason)
            switch decodeError {
            case .codecNotSupported: return ("sound.error.codec", detail)
            case .readFailed, .badData: return ("sound.error.readFailed", detail)
            case .noStream: return ("sound.error.noAudio", detail)
            case .timedOut: return ("sound.error.timedOut", detail)
            case .interrupted, .invalidArgument, .internalError: return ("sound.error.internal", detail)
            }
        }
    }

    /// "invalidMediaSource -4": the SDK's name for a media player reason and its value.
    private static func reasonText(_ value: Int) -> String {
        AgoraMediaPlayerReason(rawValue: value).map { "\($0) \(value)" } ?? String(value)
    }
}
