import Foundation
import MediaDecoding

// Frames pushed to a custom video track: encoded ones decoded on the engine's queue, each kept as the track's
// newest picture (a new size re-plans what its publishers send).
extension AgoraRtcEngineKit {
    func decodeTrackFrame(_ bytes: [UInt8], decoder: MediaVideoDecoder, trackId: UInt) {
        guard lock.locked({ state.customVideo.tracks[trackId] != nil }),
              let decoded = try? decoder.decode(bytes) else { return }
        let picture = AgoraSimVideoFrame(width: decoded.width, height: decoded.height, lumaWidth: decoded.width,
                                         lumaHeight: decoded.height, luma: decoded.y, chromaU: decoded.u,
                                         chromaV: decoded.v, timestampMs: nowMs, uid: 0)
        storeTrackPicture(picture, trackId: trackId)
    }

    /// A raw frame pushed to track `trackId` (already converted and checked).
    func pushTrackFrame(_ s: SimEngineState, _ picture: AgoraSimVideoFrame, trackId: UInt) -> Int32 {
        guard s.customVideo.tracks[trackId].map({ !$0.isEncoded }) == true else {
            return AgoraErrorCode.invalidArgument.returnCode
        }
        after(0) { engine in engine.storeTrackPicture(picture, trackId: trackId) }
        return 0
    }

    /// The track's newest picture; the first one sizes what its publishers send, so their receivers hear of it.
    private func storeTrackPicture(_ picture: AgoraSimVideoFrame, trackId: UInt) {
        lock.locked {
            guard state.alive, let track = state.customVideo.tracks[trackId] else { return }
            let resized = track.picture.map { $0.width != picture.width || $0.height != picture.height } ?? true
            state.customVideo.tracks[trackId]?.picture = picture
            if resized { post(reconcileLocalMedia(&state), to: .main) }
        }
    }
}
