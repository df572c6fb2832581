import Foundation

// The local video transcoder: several local sources (the camera, a media player's video, an image) composed into one
// picture, which the app gets in `onTranscodedVideoFrame` and a local canvas with `sourceType .transCoded` shows. A
// source that cannot be composed is reported by `rtcEngine(_:didLocalVideoTranscoderErrorWithStream:errorCode:)`
// and left out; the rest are composed. See Simulation/Video/SimFrameCompositor for how.
extension AgoraRtcEngineKit {
    /// Starts composing (or, while composing, takes the new configuration). -2 without sources. An output size
    /// beyond 4096×2160 composes nothing: `.invalidLayout`, reported with the first source; a source whose rectangle
    /// has no area or lies outside the output is reported `.invalidLayout` and left out.
    @discardableResult
    public func startLocalVideoTranscoder(_ config: AgoraLocalTranscoderConfiguration, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("startLocalVideoTranscoder(_:)", SimTraceText.transcoder(config), at: AgoraSimCallSite(file: file, line: line)) { s in configureTranscoder(&s, config) }
    }

    /// A new configuration for the running transcoder; -8 when it is not running.
    @discardableResult
    public func updateLocalTranscoderConfiguration(_ config: AgoraLocalTranscoderConfiguration, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("updateLocalTranscoderConfiguration(_:)", SimTraceText.transcoder(config), at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.video.transcoder.running != nil else { return AgoraErrorCode.invalidState.returnCode }
            return configureTranscoder(&s, config)
        }
    }

    /// Stops composing; 0 also when it was not.
    @discardableResult
    public func stopLocalVideoTranscoder(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("stopLocalVideoTranscoder()", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.video.transcoder.running = nil
            return 0
        }
    }
}
