import AgoraRtcSim
import Foundation

/// The 960×540 landscape preview the watermark and snapshot tests draw into, so raster and nominal pixels line up
/// simply, and the right half of it where their watermarks go.
extension SimHarness {
    static let landscapeRightHalf = CGRect(x: 480, y: 0, width: 480, height: 540)

    func startLandscapePreview(mirrorMode: AgoraVideoMirrorMode) -> AgoraVideoView {
        let view = AgoraVideoView()
        engine.enableVideo()
        engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
            size: CGSize(width: 960, height: 540), frameRate: .fps15, bitrate: 0, orientationMode: .fixedLandscape,
            mirrorMode: .auto))
        engine.setupLocalVideo(AgoraRtcVideoCanvas(uid: 0, view: view, renderMode: .hidden, mirrorMode: mirrorMode))
        engine.startPreview()
        return view
    }
}
