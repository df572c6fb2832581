import Foundation

// takeSnapshot / takeSnapshotEx / takeSnapshotWithConfig: the SDK saves a JPEG of a user's next video frame and
// reports it in `rtcEngine(_:snapshotTaken:filePath:width:height:errCode:)`. The simulation writes a real picture
// file of the frame as the engine carries it (the painted raster, so width×height is that raster's, not the
// stream's nominal size): PNG when the path ends in .png (as the sample app names its snapshots), PGM for .pgm,
// else PPM. A local snapshot is taken where the config's position says (pre-encoder without one, the SDK's default).
extension AgoraRtcEngineKit {
    /// Snapshot of a user of the main connection (uid 0: the local user).
    @discardableResult
    public func takeSnapshot(_ uid: Int, filePath: String, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("takeSnapshot(_:filePath:)", "uid: \(uid), filePath: \(SimTraceText.quoted(filePath))", at: AgoraSimCallSite(file: file, line: line)) { s in
            startSnapshot(&s[.main], uid: uid, filePath: filePath, position: .preEncoder)
        }
    }

    /// Snapshot of a user of the main connection at a position of the local pipeline (uid 0: the local user):
    /// the frame as captured (`.postCaptureOrigin`), as encoded (`.preEncoder`, `.postCapture`) or as the local view
    /// shows it (`.preRenderer`). Codes and callback as `takeSnapshot(_:filePath:)`.
    @discardableResult
    public func takeSnapshotWithConfig(_ uid: Int, config: AgoraSnapshotConfig, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "uid: \(uid), config: {filePath: \(SimTraceText.quoted(config.filePath)), position: .\(config.position)}"
        return api("takeSnapshotWithConfig(_:config:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            startSnapshot(&s[.main], uid: uid, filePath: config.filePath, position: config.position)
        }
    }

    /// Snapshot of a user of `connection` (uid 0: the local user). Returns 0 once the request is taken; the
    /// outcome comes in the connection's `rtcEngine(_:snapshotTaken:filePath:width:height:errCode:)`: 0, -1 (the
    /// file could not be written), -2 (no frame of that user within a second), -3 (a snapshot of that user is
    /// still being taken). The call itself: -2 for an empty path or a negative uid, -8 when the connection is
    /// unknown or not in its channel (the simulation's choices; the SDK says to call it after joining).
    @discardableResult
    public func takeSnapshotEx(_ connection: AgoraRtcConnection, uid: Int, filePath: String, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "\(connection), uid: \(uid), filePath: \(SimTraceText.quoted(filePath))"
        return api("takeSnapshotEx(_:uid:filePath:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let link = s.link(of: connection) else { return AgoraErrorCode.invalidState.returnCode }
            return startSnapshot(&s[link], uid: uid, filePath: filePath, position: .preEncoder)
        }
    }
}
