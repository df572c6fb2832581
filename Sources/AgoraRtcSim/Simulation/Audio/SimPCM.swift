import Foundation

/// The engine's audio pipeline works in 10 ms blocks of interleaved Float samples (Int16 scale), at 48 kHz
/// stereo internally; these helpers convert blocks between rates and channel counts and to and from Int16.
enum SimPCM {
    static let blockSeconds = 0.01
    static let mixRate = 48_000
    static let mixChannels = 2
    static let mixFrames = mixRate / 100
    /// Rates every 10 ms block divides evenly, which are also the rates the SDK's raw-data APIs take.
    static let sampleRates: Set<Int> = [8_000, 16_000, 32_000, 44_100, 48_000]

    static func silence() -> [Float] { [Float](repeating: 0, count: mixFrames * mixChannels) }

    /// One 10 ms block from `rate`/`channels` to `toRate`/`toChannels`: linear interpolation in time, channels
    /// averaged down to mono or duplicated up to stereo.
    static func convert(_ block: [Float], rate: Int, channels: Int, toRate: Int, toChannels: Int) -> [Float] {
        let frames = block.count / max(1, channels)
        let outFrames = toRate / 100
        guard frames > 0 else { return [Float](repeating: 0, count: outFrames * toChannels) }
        if frames == outFrames && channels == toChannels { return block }
        // First the channels (averaged down to mono, or the first channels repeated up), then the rate.
        var remixed = block
        if channels != toChannels {
            remixed = [Float](repeating: 0, count: frames * toChannels)
            block.withUnsafeBufferPointer { source in
                remixed.withUnsafeMutableBufferPointer { target in
                    for frame in 0..<frames {
                        if toChannels == 1 {
                            var sum: Float = 0
                            for channel in 0..<channels { sum += source[frame * channels + channel] }
                            target[frame] = sum / Float(channels)
                        } else {
                            for channel in 0..<toChannels {
                                target[frame * toChannels + channel] = source[frame * channels + min(channel, channels - 1)]
                            }
                        }
                    }
                }
            }
        }
        if frames == outFrames { return remixed }
        var out = [Float](repeating: 0, count: outFrames * toChannels)
        let step = Double(frames) / Double(outFrames)
        remixed.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for frame in 0..<outFrames {
                    let position = Double(frame) * step
                    let first = min(frames - 1, Int(position))
                    let second = min(frames - 1, first + 1)
                    let weight = Float(position - Double(first))
                    for channel in 0..<toChannels {
                        let a = source[first * toChannels + channel]
                        let b = source[second * toChannels + channel]
                        target[frame * toChannels + channel] = a + (b - a) * weight
                    }
                }
            }
        }
        return out
    }

    static func floats(_ samples: [Int16]) -> [Float] { samples.map { Float($0) } }

    static func int16(_ block: [Float]) -> [Int16] {
        var out = [Int16](repeating: 0, count: block.count)
        block.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for index in 0..<source.count { target[index] = Int16(max(-32768, min(32767, source[index].rounded()))) }
            }
        }
        return out
    }

    static func add(_ block: [Float], into sum: inout [Float], gain: Float = 1) {
        let count = min(sum.count, block.count)
        block.withUnsafeBufferPointer { source in
            sum.withUnsafeMutableBufferPointer { target in
                for index in 0..<count { target[index] += source[index] * gain }
            }
        }
    }

    static func scale(_ block: inout [Float], by gain: Float) {
        block.withUnsafeMutableBufferPointer { values in
            for index in 0..<values.count { values[index] *= gain }
        }
    }

    static func sumOfSquares(_ block: [Float]) -> Double {
        block.withUnsafeBufferPointer { values in
            var sum = 0.0
            for value in values {
                let clipped = Double(max(-32768, min(32767, value)))
                sum += clipped * clipped
            }
            return sum
        }
    }

    /// Little-endian bytes, as the SDK's frame buffers and raw-data APIs carry them.
    static func bytes(_ samples: ArraySlice<Int16>) -> Data {
        var data = Data(count: samples.count * 2)
        data.withUnsafeMutableBytes { raw in
            samples.withUnsafeBufferPointer { source in
                for index in 0..<source.count {
                    raw.storeBytes(of: UInt16(bitPattern: source[index]).littleEndian, toByteOffset: index * 2, as: UInt16.self)
                }
            }
        }
        return data
    }
}
