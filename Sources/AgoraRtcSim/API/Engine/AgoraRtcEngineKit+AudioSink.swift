import Foundation

extension AgoraRtcEngineKit {
    /// Sample rates the external sink takes.
    static let sinkSampleRates: Set<Int> = [16_000, 32_000, 44_100, 48_000]

    /// With the sink enabled the SDK stops playing remote audio itself: the app pulls the playback mix with
    /// `pullPlaybackAudioFrameRawData` in this format (16, 32, 44.1 or 48 kHz; mono or stereo, else -2).
    /// The C++ and Android name is `setExternalAudioSink`.
    @discardableResult
    public func enableExternalAudioSink(_ enabled: Bool, sampleRate: UInt, channels: UInt, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("enableExternalAudioSink(_:sampleRate:channels:)", "\(enabled), sampleRate: \(sampleRate), channels: \(channels)", at: AgoraSimCallSite(file: file, line: line)) { s in
            if enabled {
                guard Self.sinkSampleRates.contains(Int(sampleRate)), (1...2).contains(channels) else {
                    return AgoraErrorCode.invalidArgument.returnCode
                }
                s.audio.setSink(SimAudioSink(sampleRate: Int(sampleRate), channels: Int(channels)))
            } else {
                s.audio.setSink(nil)
            }
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            return 0
        }
    }

    /// Fills `data` with the next `lengthInByte` bytes of the playback mix (16-bit little-endian PCM at the
    /// sink's rate and channels): what the remote users say plus locally played custom tracks, silence when
    /// nobody speaks or before anything was mixed. False when no sink is enabled (-8) or the length is not
    /// whole frames (-2).
    @discardableResult
    public func pullPlaybackAudioFrameRawData(_ data: UnsafeMutableRawPointer, lengthInByte: UInt, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let code = throttledApi("pullPlaybackAudioFrameRawData(_:lengthInByte:)", "<buffer>, lengthInByte: \(lengthInByte)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let sink = s.audio.sink else { return AgoraErrorCode.invalidState.returnCode }
            let length = Int(lengthInByte)
            guard length > 0, length % (2 * sink.channels) == 0 else { return AgoraErrorCode.invalidArgument.returnCode }
            let samples = s.audio.pullSink(length / 2)
            for (index, sample) in samples.enumerated() {
                data.storeBytes(of: UInt16(bitPattern: sample).littleEndian, toByteOffset: index * 2, as: UInt16.self)
            }
            return 0
        }
        return code == 0
    }
}
