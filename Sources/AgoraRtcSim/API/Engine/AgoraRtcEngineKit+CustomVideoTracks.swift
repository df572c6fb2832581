import Foundation
import MediaDecoding

// The app's own video tracks beside the default one: raw tracks fed with `pushExternalVideoFrame(_:videoTrackId:)`
// and encoded tracks fed with `pushExternalEncodedVideoFrame(_:info:videoTrackId:)`. A connection publishes one
// with `customVideoTrackId` and `publishCustomVideoTrack` / `publishEncodedVideoTrack`; its receivers get the
// track's newest picture (an encoded track's decoded with the codec's real decoder).
extension AgoraRtcEngineKit {
    /// Up to this many custom video tracks per engine (the SDK documents no number; the simulation's choice).
    static let maximumCustomVideoTracks = 32
    /// What the SDK's track creators return on failure (0xffffffff).
    public static let invalidVideoTrackId = UInt32.max

    /// Creates a raw custom video track and returns its id (1, 2, …), or 0xffffffff when the engine is gone or
    /// too many tracks exist.
    public func createCustomVideoTrack(file: StaticString = #filePath, line: UInt = #line) -> UInt32 {
        createTrack("createCustomVideoTrack()", "", encoded: nil, decoder: nil, at: AgoraSimCallSite(file: file, line: line))
    }

    /// Creates a track for frames the app has already encoded, and returns its id, or 0xffffffff. The simulation
    /// decodes what is pushed with FFmpeg's decoder for `codecType`; a codec it cannot decode (generic payloads)
    /// gets a track whose pushes are refused with -4.
    public func createCustomEncodedVideoTrack(_ encodedVideoOption: AgoraEncodedVideoTrackOptions, file: StaticString = #filePath, line: UInt = #line) -> UInt32 {
        let detail = "{codecType: .\(encodedVideoOption.codecType), ccMode: .\(encodedVideoOption.ccMode), "
            + "targetBitrate: \(encodedVideoOption.targetBitrate)}"
        // The decoder is made outside the engine's lock: the first one loads the media layer.
        let decoder = encodedVideoOption.codecType.decoderName.flatMap { try? MediaVideoDecoder(codecName: $0) }
        return createTrack("createCustomEncodedVideoTrack(_:)", detail, encoded: encodedVideoOption, decoder: decoder, at: AgoraSimCallSite(file: file, line: line))
    }

    private func createTrack(_ name: String, _ detail: String, encoded: AgoraEncodedVideoTrackOptions?,
                             decoder: MediaVideoDecoder?, at site: AgoraSimCallSite?) -> UInt32 {
        let code = api(name, detail, at: site) { s in
            guard s.customVideo.tracks.tracks.count < Self.maximumCustomVideoTracks else {
                return AgoraErrorCode.resourceLimited.returnCode
            }
            let id = s.customVideo.tracks.nextId
            s.customVideo.tracks.nextId += 1
            s.customVideo.tracks[id] = SimCustomVideoTrack(id: id, encoded: encoded, decoder: decoder)
            return Int32(id)
        }
        return code < 0 ? Self.invalidVideoTrackId : UInt32(code)
    }

    /// Destroys a raw custom video track: it stops going out wherever it was published. -2 for an id that is not
    /// a raw track of this engine.
    @discardableResult
    public func destroyCustomVideoTrack(_ videoTrackId: UInt, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        destroyTrack("destroyCustomVideoTrack(_:)", videoTrackId, encoded: false, at: AgoraSimCallSite(file: file, line: line))
    }

    /// Destroys an encoded custom video track; -2 for an id that is not an encoded track of this engine.
    @discardableResult
    public func destroyCustomEncodedVideoTrack(_ videoTrackId: UInt, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        destroyTrack("destroyCustomEncodedVideoTrack(_:)", videoTrackId, encoded: true, at: AgoraSimCallSite(file: file, line: line))
    }

    private func destroyTrack(_ name: String, _ id: UInt, encoded: Bool, at site: AgoraSimCallSite?) -> Int32 {
        api(name, "\(id)", at: site) { s in
            guard let track = s.customVideo.tracks[id], track.isEncoded == encoded else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            s.customVideo.tracks[id] = nil
            post(reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }

    /// Pushes one encoded frame to encoded track `videoTrackId`. -2 for an unknown track, a frame of another codec
    /// than the track's, or no data; -4 for a codec the simulation cannot decode. The receiving side decodes it: a
    /// delta frame before the first key frame, or bytes that are not the codec's, give no picture (a receiver's
    /// decoder drops them), without failing the call.
    @discardableResult
    public func pushExternalEncodedVideoFrame(_ frame: Data, info: AgoraEncodedVideoFrameInfo, videoTrackId: UInt, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "\(frame.count) bytes, info: {codecType: .\(info.codecType), frameType: .\(info.frameType), "
            + "framesPerSecond: \(info.framesPerSecond)}, videoTrackId: \(videoTrackId)"
        var decoder: MediaVideoDecoder?
        let code = repeatingApi("pushExternalEncodedVideoFrame(_:info:videoTrackId:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let track = s.customVideo.tracks[videoTrackId], let options = track.encoded, !frame.isEmpty,
                  info.codecType == options.codecType else { return AgoraErrorCode.invalidArgument.returnCode }
            guard let trackDecoder = track.decoder else { return AgoraErrorCode.notSupported.returnCode }
            decoder = trackDecoder
            return 0
        }
        guard code == 0, let decoder else { return code }
        let bytes = [UInt8](frame)
        // Decoded on the engine's queue, one frame after another, like a receiver's decoder thread.
        after(0) { engine in engine.decodeTrackFrame(bytes, decoder: decoder, trackId: videoTrackId) }
        return 0
    }
}
