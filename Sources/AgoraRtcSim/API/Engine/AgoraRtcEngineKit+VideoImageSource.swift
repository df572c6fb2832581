import Foundation

// enableVideoImageSource: while on, the local video loop carries a still image at the options' frame rate
// instead of the camera, to the encoder and, in the simulation, to the preview as well (so the tile shows what
// remote users see; the README lists this choice). The SDK documents only "< 0: failure": an image that is not
// a readable PNG, or a rate outside 1–30, gives -2 (invalid argument), the simulation's choice.
extension AgoraRtcEngineKit {
    static let imageSourceRates = 1...30

    @discardableResult
    public func enableVideoImageSource(_ enable: Bool, options: AgoraImageTrackOptions, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        // Read before taking the engine's lock: a file read must not hold up the frame loops.
        let image = enable ? options.imageUrl.flatMap(SimStillImage.load) : nil
        let detail = "\(enable), options: {imageUrl: \(SimTraceText.quoted(options.imageUrl ?? "")), fps: \(options.fps)}"
        return api("enableVideoImageSource(_:options:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard enable else {
                s.video.camera.imageSource = nil
                return 0
            }
            guard Self.imageSourceRates.contains(options.fps), let image else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            s.video.camera.imageSource = SimVideoImageSource(image: image, fps: options.fps)
            return 0
        }
    }
}
