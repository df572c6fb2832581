import Foundation

// A new configuration for the local transcoder: its sources are checked, its frame loop started, and each
// source it cannot compose reported.
extension AgoraRtcEngineKit {
    func configureTranscoder(_ s: inout SimEngineState, _ config: AgoraLocalTranscoderConfiguration) -> Int32 {
        guard !config.videoInputStreams.isEmpty else { return AgoraErrorCode.invalidArgument.returnCode }
        let (cameraCaptures, screenCaptures, players) = (s.capturesVideo, s.screen.isCapturingVideo, s.players)
        let outcome = s.video.transcoder.configure(config) { stream in
            SimTranscoderSource.of(stream, cameraCaptures: cameraCaptures, screenCaptures: screenCaptures,
                                   playerExists: { players[$0] != nil })
        }
        if let token = outcome.loopToStart, let frameRate = s.video.transcoder.running?.frameRate {
            startFrameLoop(&s.video.pacer, alive: s.alive, .transcoder, render: token, due: now + 1 / Double(frameRate))
        }
        post(outcome.errors.map { transcoderError($0.stream, $0.error) }, to: .main)
        return 0
    }

    private func transcoderError(_ stream: AgoraTranscodingVideoStream, _ error: AgoraVideoTranscoderError) -> SimCallback {
        .delegate("rtcEngine(_:didLocalVideoTranscoderErrorWithStream:errorCode:)",
                  "stream: {sourceType: .\(stream.sourceType)}, errorCode: .\(error)") {
            $1.rtcEngine($0, didLocalVideoTranscoderErrorWithStream: stream, errorCode: error)
        }
    }
}
