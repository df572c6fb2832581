import Foundation

/// Whether one of the transcoder's sources can be composed now, and an image source's picture.
struct SimTranscoderSource: Sendable {
    var error: AgoraVideoTranscoderError?
    var image: AgoraSimVideoFrame?

    /// `stream`'s source as the engine has it now. The screen is ready once the user confirmed the system's sheet
    /// (before that, and without its pictures, it is not ready; composing picks it up when its frames come). Sources
    /// the simulation has no pictures of (a second camera, a custom track, a remote user) are not ready, as they
    /// would be on a device that has not started them.
    static func of(_ stream: AgoraTranscodingVideoStream, cameraCaptures: Bool, screenCaptures: Bool,
                   playerExists: (Int32) -> Bool) -> SimTranscoderSource {
        switch stream.sourceType {
        case .camera:
            return SimTranscoderSource(error: cameraCaptures ? nil : .videoSourceNotReady)
        case .mediaPlayer:
            return SimTranscoderSource(error: playerExists(Int32(truncatingIfNeeded: stream.mediaPlayerId)) ? nil : .videoSourceNotReady)
        case .rtcImagePng, .rtcImageJpeg, .rtcImageGif:
            guard let path = stream.imageUrl, !path.isEmpty, FileManager.default.fileExists(atPath: path) else {
                return SimTranscoderSource(error: .invalidImagePath)
            }
            // The simulation reads PNG only.
            guard stream.sourceType == .rtcImagePng, let image = SimStillImage.load(path) else {
                return SimTranscoderSource(error: .unsupportImageFormat)
            }
            let raster = SimFrameCompositor.rasterSize(width: image.width, height: image.height)
            return SimTranscoderSource(image: image.frame(width: image.width, height: image.height, lumaWidth: raster.width,
                                                          lumaHeight: raster.height, timestampMs: 0, uid: 0))
        case .transCoded, .unknown:
            return SimTranscoderSource(error: .invalidVideoSourceType)
        case .screen:
            return SimTranscoderSource(error: screenCaptures ? nil : .videoSourceNotReady)
        case .cameraSecondary, .screenSecondary, .custom, .remote:
            return SimTranscoderSource(error: .videoSourceNotReady)
        }
    }
}
