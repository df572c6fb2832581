import Foundation
import TestSupport
@testable import AgoraRtcSim

/// Audio helpers: pushing at real-time pace, pulling playback, joining with a custom track.
extension SimHarness {
    /// Pushes `samples` into `track` in 100 ms chunks at real-time pace, advancing the clock; returns the codes.
    @discardableResult
    func pushRealTime(_ samples: [Int16], track: Int, rate: Int, channels: Int, chunkSeconds: Double = 0.1) -> [Int32] {
        let chunk = Int(Double(rate) * chunkSeconds) * channels
        var codes: [Int32] = []
        var start = 0
        while start < samples.count {
            var piece = Array(samples[start..<min(start + chunk, samples.count)])
            let count = piece.count
            codes.append(piece.withUnsafeMutableBytes {
                engine.pushExternalAudioFrameRawData($0.baseAddress!, samples: count, sampleRate: rate, channels: channels,
                                                     trackId: track, timestamp: 0)
            })
            start += chunk
            advance(chunkSeconds)
        }
        return codes
    }

    /// Pulls `bytes` bytes of playback audio.
    func pull(_ bytes: Int) -> (ok: Bool, samples: [Int16]) {
        var buffer = [UInt8](repeating: 0xAA, count: bytes)
        let ok = buffer.withUnsafeMutableBytes { engine.pullPlaybackAudioFrameRawData($0.baseAddress!, lengthInByte: UInt(bytes)) }
        return (ok, TestAudio.decode(buffer))
    }

    /// Broadcaster publishing custom track `track` and not the microphone.
    func joinWithCustomTrack(_ track: Int) {
        var options = AgoraRtcChannelMediaOptions()
        options.publishMicrophoneTrack = false
        options.publishCameraTrack = false
        options.publishCustomAudioTrack = true
        options.publishCustomAudioTrackId = track
        options.clientRoleType = .broadcaster
        engine.joinChannel(byToken: nil, channelId: "pcm", uid: 0, mediaOptions: options, joinSuccess: nil)
        advance(0.5)
    }
}
