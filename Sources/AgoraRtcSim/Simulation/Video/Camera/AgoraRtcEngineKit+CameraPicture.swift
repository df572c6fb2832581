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

    /// What the camera captures at `timestampMs` (at `size`, or the encoder's: the simulated camera follows it),
    /// image source or not.
    func cameraPicture(_ s: SimEngineState, timestampMs: Int, size: (width: Int, height: Int)? = nil) -> AgoraSimVideoFrame {
        let size = size ?? s.video.encoder.encodedSize
        let view = s.video.camera.settings.view(front: s.video.camera.front, device: settings.camera, width: size.width, height: size.height)
        // The rear camera faces the other way: another scene (its own gradient, texture and disc), and not the person
        // in front of the phone.
        let uid = s[.main].session?.uid ?? 0
        let front = s.video.camera.front
        var picture = SimFramePainter.paint(uid: uid, width: size.width, height: size.height, timestampMs: timestampMs,
                                            mirrored: false, view: view, sceneKey: front ? nil : Self.rearScene(uid))
        if settings.camera.facesPerson && front {
            SimPersonScene(width: picture.lumaWidth, height: picture.lumaHeight).paint(into: &picture, timestampMs: timestampMs)
        }
        return picture
    }

    /// The scene behind the phone, for `uid`'s rear camera: its gradient always runs diagonally (a key of 1 modulo 8),
    /// so the rear picture and its mirror image always differ; 105 also gives uid 0 a disc of the front one's size and
    /// pace (0 modulo 5, 3 and 7), which a telephoto lens can double without the frame cutting it.
    static func rearScene(_ uid: UInt) -> UInt { uid &* 8 &+ 105 }
}
