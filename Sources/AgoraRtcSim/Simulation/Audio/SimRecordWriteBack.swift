import Foundation

/// What a read-write record observer hands back: the frames it kept, as it left them, waiting (in the pipeline's
/// 48 kHz stereo) to be sent in place of the microphone's own sound. A frame the observer refused (false) is not
/// sent; nothing handed back yet is silence. At most half a second waits: an observer that writes ahead loses the
/// oldest.
struct SimRecordWriteBack: Sendable {
    static let maximumSeconds = 0.5

    private var waiting: [Float] = []

    /// A kept frame, converted 10 ms at a time (a frame holds whole 10 ms blocks: samplesPerCall is checked).
    mutating func append(_ frame: AgoraAudioFrame) {
        let channels = max(1, frame.channels), blockFrames = max(1, frame.samplesPerSec / 100)
        let samples = frame.buffer.withUnsafeBytes { raw in
            (0..<raw.count / 2).map { Float(Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self))) }
        }
        var start = 0
        while start + blockFrames * channels <= samples.count {
            waiting += SimPCM.convert(Array(samples[start..<start + blockFrames * channels]), rate: frame.samplesPerSec,
                                      channels: channels, toRate: SimPCM.mixRate, toChannels: SimPCM.mixChannels)
            start += blockFrames * channels
        }
        let limit = Int(Self.maximumSeconds / SimPCM.blockSeconds) * SimPCM.mixFrames * SimPCM.mixChannels
        if waiting.count > limit { waiting.removeFirst(waiting.count - limit) }
    }

    /// The next 10 ms block to send, silence where nothing was handed back.
    mutating func takeBlock() -> [Float] {
        var block = SimPCM.silence()
        let count = min(block.count, waiting.count)
        block.replaceSubrange(0..<count, with: waiting[0..<count])
        waiting.removeFirst(count)
        return block
    }

    mutating func reset() { waiting = [] }
}
