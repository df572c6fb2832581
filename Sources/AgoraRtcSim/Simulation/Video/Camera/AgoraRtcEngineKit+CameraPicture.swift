extension AgoraRtcEngineKit {
    /// The local picture at `timestampMs` before any observer: the image source's still while it is on, else the
    /// camera (painted with the main connection's uid whichever connection it goes out on).
    func localPicture(_ s: SimEngineState, timestampMs: Int) -> AgoraSimVideoFrame {
        guard let source = s.video.camera.imageSource else { return cameraPicture(s, timestampMs: timestampMs) }
        let size = s.video.encoder.encodedSize
        let raster = SimFramePainter.lumaSize(width: size.width, height: size.height)
        return source.image.frame(width: size.width, height: size.height, lumaWidth: raster.width,
                                  lumaHeight: raster.height, timestampMs: timestampMs, uid: s[.main].session?.uid ?? 0)
    }

    /// What the camera captures at `timestampMs` (at the encoder's size: the simulated camera follows it), image
    /// source or not.
    func cameraPicture(_ s: SimEngineState, timestampMs: Int) -> AgoraSimVideoFrame {
        let size = s.video.encoder.encodedSize
        let view = s.video.camera.settings.view(front: s.video.camera.front, device: settings.camera, width: size.width, height: size.height)
        var picture = SimFramePainter.paint(uid: s[.main].session?.uid ?? 0, width: size.width, height: size.height,
                                            timestampMs: timestampMs, mirrored: false, view: view)
        if settings.camera.facesPerson {
            SimPersonScene(width: picture.lumaWidth, height: picture.lumaHeight).paint(into: &picture, timestampMs: timestampMs)
        }
        return picture
    }
}
