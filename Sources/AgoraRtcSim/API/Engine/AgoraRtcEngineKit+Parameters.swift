import Foundation

extension AgoraRtcEngineKit {
    /// The simulation's limit for one audio metadata message (the SDK documents none).
    public static let maximumAudioMetadataBytes = 256

    /// Private SDK parameters as a JSON object, e.g. `{"rtc.use_audio4":true}` (needed for audio metadata).
    /// Anything that is not a JSON object is -2.
    @discardableResult
    public func setParameters(_ options: String, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setParameters(_:)", SimTraceText.quoted(options), at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let object = SimParameterValue.parse(options), !object.isEmpty else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            let hadAudio4 = s.usesAudio4
            for (key, value) in object { s.parameters.set(key, value.text) }
            // Allowed (or no longer allowed) to capture in the background while there: the camera follows.
            if object.keys.contains(SimParameters.cameraMultitasking), s.video.camera.appInBackground {
                post(reconcileLocalMedia(&s), to: .main)
            }
            if s.usesAudio4 && !hadAudio4 && s[.main].isJoined { startPeerAudioMetadata(&s.services.metadata, main: s[.main], usesAudio4: s.usesAudio4) }
            return 0
        }
    }

    /// Sends a small blob alongside the local audio to everyone in the channel. Empty data is allowed; more than
    /// 256 bytes is -114 (size too large); outside a channel -113 (not in channel).
    @discardableResult
    public func sendAudioMetadata(_ metadata: Data, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("sendAudioMetadata(_:)", "<\(metadata.count) bytes>", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard metadata.count <= Self.maximumAudioMetadataBytes else { return AgoraErrorCode.sizeTooLarge.returnCode }
            guard s[.main].isJoined else { return AgoraErrorCode.notInChannel.returnCode }
            // Other instances hear it with the audio it rides on.
            if s.publishesAudio(.main) { sendCloudMetadata(s, .audio, Array(metadata), timestampMs: nowMs) }
            return 0
        }
    }
}
