import Foundation

// The built-in video effects at work: each camera frame goes through those that are on, right after capture.
extension AgoraRtcEngineKit {
    /// Runs the effects that are on over a camera frame (not over the image source's still).
    func processCameraFrame(_ s: SimEngineState, _ frame: inout AgoraSimVideoFrame) {
        guard s.video.camera.imageSource == nil, !s.videoProcessing.effects.isIdle else { return }
        // The person is in front of the front camera only (the rear one faces another scene).
        let person = settings.camera.facesPerson && s.video.camera.front ? SimPersonScene(width: frame.lumaWidth, height: frame.lumaHeight) : nil
        s.videoProcessing.effects.apply(to: &frame, person: person)
    }
}
