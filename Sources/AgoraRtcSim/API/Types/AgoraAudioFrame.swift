import Foundation

/// One block of raw audio handed to an `AgoraAudioFrameDelegate`: interleaved 16-bit little-endian PCM.
/// As the SDK's, an object: at a read-write position (`.readWrite` in `set…AudioFrameParameters` or the delegate's
/// `AgoraAudioParams`) what the delegate writes into `buffer` during the callback is what the SDK goes on with.
/// The SDK's `buffer` is a raw pointer into its own memory; here it is a copy (`Data`), so a frame can be kept.
/// Written only by the delegate, during the callback, on the engine's queue.
public final class AgoraAudioFrame: @unchecked Sendable, Equatable {
    public var type: AgoraAudioFrameType
    /// Samples per channel in this frame.
    public var samplesPerChannel: Int
    /// 2 (16-bit PCM).
    public var bytesPerSample: Int
    public var channels: Int
    public var samplesPerSec: Int
    /// `samplesPerChannel × channels × bytesPerSample` bytes.
    public var buffer: Data
    /// When the frame is rendered (playback) or was captured (record), in ms of engine time.
    public var renderTimeMs: Int64

    public init(type: AgoraAudioFrameType = .pcm16, samplesPerChannel: Int, bytesPerSample: Int = 2, channels: Int,
                samplesPerSec: Int, buffer: Data, renderTimeMs: Int64) {
        self.type = type
        self.samplesPerChannel = samplesPerChannel
        self.bytesPerSample = bytesPerSample
        self.channels = channels
        self.samplesPerSec = samplesPerSec
        self.buffer = buffer
        self.renderTimeMs = renderTimeMs
    }

    public static func == (lhs: AgoraAudioFrame, rhs: AgoraAudioFrame) -> Bool {
        lhs.type == rhs.type && lhs.samplesPerChannel == rhs.samplesPerChannel && lhs.bytesPerSample == rhs.bytesPerSample
            && lhs.channels == rhs.channels && lhs.samplesPerSec == rhs.samplesPerSec && lhs.buffer == rhs.buffer
            && lhs.renderTimeMs == rhs.renderTimeMs
    }
}
