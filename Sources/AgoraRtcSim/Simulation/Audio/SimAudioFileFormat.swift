import Foundation

/// The files `startAudioRecording(_:)` writes. The SDK documents two formats, WAV (`codec` false: the data as
/// recorded) and AAC (`codec` true), and a path "including the filename extension"; so the extension must name the
/// format asked for: `.wav` for WAV; `.aac` (ADTS) or `.m4a` / `.mp4` (MP4) for AAC. Anything else (an MP3 or Ogg
/// name, no extension, `codec` true into `.wav`) is refused with -2: FFmpeg could encode MP3, but the SDK does not
/// record it.
enum SimAudioFileFormat: Equatable {
    case wav
    case aac

    static let wavExtensions: Set<String> = ["wav"]
    static let aacExtensions: Set<String> = ["aac", "m4a", "mp4"]

    /// The format `config` asks for, or nil when its extension and `codec` do not name one the SDK writes.
    init?(_ config: AgoraAudioRecordingConfiguration) {
        let fileExtension = (config.filePath as NSString).pathExtension.lowercased()
        switch config.codec {
        case false where Self.wavExtensions.contains(fileExtension): self = .wav
        case true where Self.aacExtensions.contains(fileExtension): self = .aac
        default: return nil
        }
    }
}
