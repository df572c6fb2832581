import Foundation

extension AgoraRtcEngineKit {
    /// Up to this many custom audio tracks per engine (the SDK documents no number; the simulation's choice).
    static let maximumCustomAudioTracks = 32

    /// Creates a custom audio track and returns its id (the first is 1), or a negative error: -2 for an invalid
    /// type, -22 when too many tracks exist. Publish it with `publishCustomAudioTrack` and
    /// `publishCustomAudioTrackId`; feed it with `pushExternalAudioFrameRawData`.
    @discardableResult
    public func createCustomAudioTrack(_ trackType: AgoraAudioTrackType, config: AgoraAudioTrackConfig, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = ".\(trackType), config: {enableLocalPlayback: \(config.enableLocalPlayback), "
            + "enableAudioProcessing: \(config.enableAudioProcessing)}"
        return api("createCustomAudioTrack(_:config:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard trackType != .invalid else { return AgoraErrorCode.invalidArgument.returnCode }
            guard s.audio.tracks.count < Self.maximumCustomAudioTracks else { return AgoraErrorCode.resourceLimited.returnCode }
            let id = s.audio.createTrack(trackType, localPlayback: config.enableLocalPlayback)
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            return Int32(id)
        }
    }

    /// Destroys a custom audio track (it stops being published); -2 for an unknown id.
    @discardableResult
    public func destroyCustomAudioTrack(_ trackId: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("destroyCustomAudioTrack(_:)", "\(trackId)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.audio.destroyTrack(trackId) else { return AgoraErrorCode.invalidArgument.returnCode }
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            return 0
        }
    }

    /// Plays a custom track's audio on the local device (or stops); -2 for an unknown id.
    @discardableResult
    public func enableCustomAudioLocalPlayback(_ trackId: Int, enabled: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("enableCustomAudioLocalPlayback(_:enabled:)", "\(trackId), enabled: \(enabled)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.audio.tracks[trackId] != nil else { return AgoraErrorCode.invalidArgument.returnCode }
            s.audio.setTrackLocalPlayback(trackId, enabled)
            return 0
        }
    }

    /// Pushes interleaved 16-bit PCM into custom track `trackId`. `samples` counts every sample in `data`
    /// (frames × channels), as the original sample app passes it. The track plays it out in real time, 10 ms
    /// at a time, so an app should push at real-time pace. Errors: -2 unknown track or no samples; -200
    /// (PCM send format) for a sample rate other than 8, 16, 32, 44.1 or 48 kHz, more than 2 channels, or a
    /// sample count that is not whole frames; -201 (PCM send buffer overflow) when the push would put the track
    /// more than 0.5 s ahead of real time (the audio is dropped).
    @discardableResult
    public func pushExternalAudioFrameRawData(_ data: UnsafeMutableRawPointer, samples: Int, sampleRate: Int, channels: Int,
                                              trackId: Int, timestamp: TimeInterval, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "<\(samples * 2) bytes>, samples: \(samples), sampleRate: \(sampleRate), channels: \(channels), "
            + "trackId: \(trackId), timestamp: \(timestamp)"
        return throttledApi("pushExternalAudioFrameRawData(_:samples:sampleRate:channels:trackId:timestamp:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.audio.tracks[trackId] != nil, samples > 0 else { return AgoraErrorCode.invalidArgument.returnCode }
            guard SimPCM.sampleRates.contains(sampleRate), (1...2).contains(channels), samples % channels == 0 else {
                return AgoraErrorCode.pcmSendFormat.returnCode
            }
            let raw = UnsafeRawPointer(data)
            let pcm = (0..<samples).map {
                Int16(bitPattern: UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: UInt16.self)))
            }
            guard s.audio.push(pcm, sampleRate: sampleRate, channels: channels, onTrack: trackId) else {
                return AgoraErrorCode.pcmSendBufferOverflow.returnCode
            }
            return 0
        }
    }
}
