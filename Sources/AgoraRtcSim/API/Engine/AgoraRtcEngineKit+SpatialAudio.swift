// The engine's side of spatial audio: its switch. Positions, zones and limits are `AgoraLocalSpatialAudioKit`'s.
extension AgoraRtcEngineKit {
    /// Renders remote users and media players through the local spatial audio kit (while one exists); off, they are
    /// heard as sent.
    @discardableResult
    public func enableSpatialAudio(_ enabled: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("enableSpatialAudio(_:)", "\(enabled)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.spatial.setEnabled(enabled)
            return 0
        }
    }
}
