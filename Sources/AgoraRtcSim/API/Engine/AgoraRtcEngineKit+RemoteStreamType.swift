// Dual stream, subscriber side (the publisher side is setDualStreamMode). The low stream replaces the high one in
// what the subscriber decodes, renders and reports (remote video stats: size, frame rate, bitrate, rxStreamType).
extension AgoraRtcEngineKit {
    /// Asks for `uid`'s high or low stream, before or after joining; it overrides the default type. It takes
    /// effect only where the publisher sends a low stream (see `SimEngineState.receivedVideo`). uid 0: -2.
    @discardableResult
    public func setRemoteVideoStream(_ uid: UInt, type: AgoraVideoStreamType, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setRemoteVideoStream(_:type:)", "uid: \(uid), type: .\(type)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard uid != 0 else { return AgoraErrorCode.invalidArgument.returnCode }
            s[.main].requestedStreamTypes[uid] = type
            return 0
        }
    }

    /// The stream type asked of every user without a type of their own. Like the SDK, it is taken at join:
    /// called in a channel it returns 0 but applies from the next join.
    @discardableResult
    public func setRemoteDefaultVideoStreamType(_ type: AgoraVideoStreamType, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setRemoteDefaultVideoStreamType(_:)", ".\(type)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.channel.setRemoteDefaultStreamType(type)
            return 0
        }
    }
}
