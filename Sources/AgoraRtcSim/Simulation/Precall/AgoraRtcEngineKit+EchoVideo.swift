import Foundation

extension AgoraRtcEngineKit {
    /// The video echo test's picture comes back at this rate.
    static let echoVideoFps = 15.0

    /// Draws into the echo test's view the camera picture sent an interval ago, every frame until the test stops.
    /// Painted only when the view is looked at, like the other views' frames.
    func scheduleEchoFrame(_ serial: Int, after delay: Double) {
        afterLocked(delay) { engine, s in
            guard let echo = s.services.precall.echo, echo.serial == serial, let view = echo.config.view else { return [] }
            let sentAtMs = Self.ms(engine.now - Double(echo.config.intervalInSeconds))
            let size = s.video.encoder.encodedSize
            let camera = s.video.camera.settings.view(front: s.video.camera.front, device: engine.settings.camera, width: size.width,
                                       height: size.height)
            view.render(painting: {
                SimFramePainter.paint(uid: 0, width: size.width, height: size.height, timestampMs: sentAtMs,
                                      mirrored: false, view: camera)
            })
            engine.scheduleEchoFrame(serial, after: 1 / Self.echoVideoFps)
            return []
        }
    }
}
