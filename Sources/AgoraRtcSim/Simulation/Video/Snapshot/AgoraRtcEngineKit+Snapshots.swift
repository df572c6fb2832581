import Foundation
import MediaFormats

// A snapshot request (API/Engine/AgoraRtcEngineKit+Snapshot.swift) waits for the user's next frame on its
// connection, writes it as a picture file outside the lock and reports to that connection's delegate.
extension AgoraRtcEngineKit {
    /// After the call succeeds, the SDK waits this long for a frame of the user before giving up with -2.
    static let snapshotTimeout = 1.0
    /// About one frame: the snapshot is of the next frame, not of one already shown.
    static let snapshotFrameDelay = 0.05

    func startSnapshot(_ connection: inout SimLink, uid: Int, filePath: String,
                               position: AgoraVideoModulePosition) -> Int32 {
        guard !filePath.isEmpty, uid >= 0, uid <= Int(UInt32.max) else { return AgoraErrorCode.invalidArgument.returnCode }
        guard connection.isJoined else { return AgoraErrorCode.invalidState.returnCode }
        let user = UInt(uid)
        guard !connection.pendingSnapshots.contains(user) else {
            post([snapshotCallback(user, filePath, width: 0, height: 0, errCode: -3)], to: connection.route)
            return 0
        }
        connection.pendingSnapshots.insert(user)
        let request = SnapshotRequest(uid: user, path: filePath, position: position, deadline: now + Self.snapshotTimeout)
        scheduleSnapshot(connection.sessionScope.token, request, after: Self.snapshotFrameDelay)
        return 0
    }

    private enum SnapshotStep {
        case dropped
        case waiting
        case timedOut(SimRoute)
        case frame(AgoraSimVideoFrame, SimRoute)
    }

    private struct SnapshotRequest {
        let uid: UInt
        let path: String
        let position: AgoraVideoModulePosition
        let deadline: Double
    }

    private func scheduleSnapshot(_ sessionToken: SimScope.Token, _ request: SnapshotRequest, after delay: Double) {
        after(delay) { engine in engine.snapshotTick(sessionToken, request) }
    }

    /// Looks for the user's frame (under the lock), writes it (without), then reports to the connection's
    /// delegate. A connection that left meanwhile drops its snapshot.
    private func snapshotTick(_ sessionToken: SimScope.Token, _ request: SnapshotRequest) {
        let (uid, path) = (request.uid, request.path)
        let step = lock.locked { () -> SnapshotStep in
            guard let link = state.link(inSession: sessionToken), state[link].pendingSnapshots.contains(uid) else {
                return .dropped
            }
            if let frame = currentFrame(state, link, uid: uid, position: request.position) {
                return .frame(frame, state[link].route)
            }
            guard now < request.deadline - 1e-9 else {
                state[link].pendingSnapshots.remove(uid)
                return .timedOut(state[link].route)
            }
            return .waiting
        }
        switch step {
        case .dropped:
            return
        case .waiting:
            scheduleSnapshot(sessionToken, request, after: Self.snapshotFrameDelay)
        case .timedOut(let route):
            deliver([snapshotCallback(uid, path, width: 0, height: 0, errCode: -2).routed(route)])
        case .frame(let frame, let route):
            let size = Self.writeSnapshot(frame, to: path)
            let callbacks = lock.locked { () -> [SimCallback] in
                guard let link = state.link(inSession: sessionToken) else { return [] }
                state[link].pendingSnapshots.remove(uid)
                let callback = size.map { snapshotCallback(uid, path, width: $0.width, height: $0.height, errCode: 0) }
                    ?? snapshotCallback(uid, path, width: 0, height: 0, errCode: -1)
                return [callback.routed(route)]
            }
            deliver(callbacks)
        }
    }

    /// The picture the user shows right now on `link`: the local picture at `position` for uid 0 or the local
    /// uid, else that remote user's video while it is being decoded (whatever the position: a remote user's
    /// frames only reach this engine decoded).
    private func currentFrame(_ s: SimEngineState, _ link: SimLinkIndex, uid: UInt,
                              position: AgoraVideoModulePosition) -> AgoraSimVideoFrame? {
        if uid == 0 || uid == s[link].session?.uid { return localFrame(s, at: position) }
        guard let index = s[link].remoteIndex(uid), s[link].session?.inOutage == false else { return nil }
        let user = s[link].remotes[index]
        guard user.videoState == .decoding, s.isVisible(user), !user.mediaUndecodable else { return nil }
        let stream = s.receivedVideo(link, user)
        return SimFramePainter.paint(uid: uid, width: stream.width, height: stream.height, timestampMs: nowMs, mirrored: false)
    }

    /// The local picture where the pipeline is at `position`. A pushed (external) source has no capture or
    /// preview stage here: every position gives the last frame the encoder took.
    private func localFrame(_ s: SimEngineState, at position: AgoraVideoModulePosition) -> AgoraSimVideoFrame? {
        if s.customVideo.externalSource { return s.video.lastEncodedFrame }
        guard s.capturesVideo else { return nil }
        switch position {
        case .postCaptureOrigin:
            // Before any processing: the camera itself, unfiltered and without watermarks, and still the camera
            // while a video image source replaces it in what is sent.
            return cameraPicture(s, timestampMs: nowMs)
        case .postCapture, .preEncoder:
            // What an extension (SimpleFilter) does to the camera shows, as in the SDK, and so do the watermarks,
            // all of them (the encoder draws them): the picture that is sent, at the encoder's size.
            var frame = localPicture(s, timestampMs: nowMs)
            filterCapturedFrame(s, &frame)
            s.video.camera.drawWatermarks(into: &frame, preview: false)
            return frame
        case .preRenderer:
            // What the local view shows: mirrored as its canvas says, the preview's watermarks only. No view, no
            // renderer to take it from.
            guard let canvas = s.video.camera.canvas, canvas.view != nil else { return nil }
            return previewPicture(s, canvas, localPicture(s, timestampMs: nowMs))
        }
    }

    /// Writes `frame` as PNG or PPM (BT.601 to RGB) or PGM (the luma, stretched to full range); nil when it cannot.
    static func writeSnapshot(_ frame: AgoraSimVideoFrame, to path: String) -> (width: Int, height: Int)? {
        let (width, height) = (frame.lumaWidth, frame.lumaHeight)
        let lowercased = path.lowercased()
        do {
            if lowercased.hasSuffix(".pgm") {
                let grey = frame.luma.map { UInt8(min(255, max(0, (Int($0) - 16) * 255 / 219))) }
                try NetpbmImage(kind: .graymap, width: width, height: height, pixels: grey).write(to: path)
            } else {
                let rgb = BT601.rgb(y: frame.luma, u: frame.chromaU, v: frame.chromaV, width: width, height: height)
                if lowercased.hasSuffix(".png") {
                    try PNGImage(kind: .rgb, width: width, height: height, pixels: rgb).write(to: path)
                } else {
                    try NetpbmImage(kind: .pixmap, width: width, height: height, pixels: rgb).write(to: path)
                }
            }
            return (width, height)
        } catch {
            return nil
        }
    }

    private func snapshotCallback(_ uid: UInt, _ path: String, width: Int, height: Int, errCode: Int) -> SimCallback {
        .delegate("rtcEngine(_:snapshotTaken:filePath:width:height:errCode:)",
                  "uid: \(uid), filePath: \(SimTraceText.quoted(path)), width: \(width), height: \(height), errCode: \(errCode)") {
            $1.rtcEngine($0, snapshotTaken: uid, filePath: path, width: width, height: height, errCode: errCode)
        }
    }
}
