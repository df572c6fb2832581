import Foundation

extension AgoraRtcEngineKit {
    /// Hands the cloud a new token. Returns -2 for an empty token, -7 once destroyed and -8 outside a channel
    /// (the docs list no code for that case; ERR_INVALID_STATE is the simulation's choice). 0 only means the
    /// token was accepted for checking: the verdict arrives 100–300 ms later in
    /// `rtcEngine(_:renewTokenResult:code:)`, and a newer call cancels a pending one (.canceledByNewRequest).
    @discardableResult
    public func renewToken(_ token: String, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("renewToken(_:)", "token: \(SimTraceText.token(token))", at: AgoraSimCallSite(file: file, line: line)) { s in renew(&s, .main, token) }
    }
}
