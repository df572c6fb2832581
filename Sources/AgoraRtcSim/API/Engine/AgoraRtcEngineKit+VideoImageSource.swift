import Foundation

// enableVideoImageSource: while on, the local video loop carries a still image at the options' frame rate
// instead of the camera, to the encoder and, in the simulation, to the preview as well (so the tile shows what
// remote users see; the README lists this choice). The SDK documents only "< 0: failure": an image that is not
// a readable PNG, or a rate outside 1–30, gives -2 (invalid argument), the simulation's choice.
extension AgoraRtcEngineKit {
    static let imageSourceRates = 1...30

    @discardableResult
    public func enableVideoImageSource(_ enable: Bool, options: AgoraImageTrackOptions) -> Int32 {
        // Read before taking the engine's lock: a file read must not hold up the frame loops.
        let image = enable ? options.imageUrl.flatMap(SimStillImage.load) : nil
        let detail = "\(enable), options: {imageUrl: \(SimTraceText.quoted(options.imageUrl ?? "")), fps: \(options.fps)}"
        return api("enableVideoImageSource(_:options:)", detail) { s in
            guard enable else {
                s.videoImageSource = nil
                return 0
            }
            guard Self.imageSourceRates.contains(options.fps), let image else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            s.videoImageSource = SimVideoImageSource(image: image, fps: options.fps)
            return 0
        }
    }

    /// The local picture at `timestampMs` before any observer: the image source's still while it is on, else the
    /// camera (painted with the main connection's uid whichever connection it goes out on).
    func localPicture(_ s: SimEngineState, timestampMs: Int) -> AgoraSimVideoFrame {
        guard let source = s.videoImageSource else { return cameraPicture(s, timestampMs: timestampMs) }
        let size = s.encoder.encodedSize
        let raster = SimFramePainter.lumaSize(width: size.width, height: size.height)
        return source.image.frame(width: size.width, height: size.height, lumaWidth: raster.width,
                                  lumaHeight: raster.height, timestampMs: timestampMs, uid: s[.main].session?.uid ?? 0)
    }

    /// What the camera captures at `timestampMs` (at the encoder's size: the simulated camera follows it), image
    /// source or not.
    func cameraPicture(_ s: SimEngineState, timestampMs: Int) -> AgoraSimVideoFrame {
        let size = s.encoder.encodedSize
        let view = s.camera.view(front: s.cameraFront, device: settings.camera, width: size.width, height: size.height)
        var picture = SimFramePainter.paint(uid: s[.main].session?.uid ?? 0, width: size.width, height: size.height,
                                            timestampMs: timestampMs, mirrored: false, view: view)
        if settings.camera.facesPerson {
            SimPersonScene(width: picture.lumaWidth, height: picture.lumaHeight).paint(into: &picture, timestampMs: timestampMs)
        }
        return picture
    }
}
