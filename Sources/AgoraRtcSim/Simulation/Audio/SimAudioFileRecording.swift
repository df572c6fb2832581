import Foundation
import MediaDecoding
import MediaFormats

/// The one `startAudioRecording(_:)` file being written: each 10 ms block of the audio loop, converted to the
/// configured rate and channel count, goes into a 16-bit PCM WAV (`codec` false) or through the media layer's AAC
/// encoder (`codec` true). Used under the engine's lock only.
final class SimAudioFileRecording: @unchecked Sendable {
    enum OpenFailure: Error {
        /// The file cannot be created (its directory is missing or not writable): -2.
        case unwritable
        /// The media layer (or its AAC encoder) is not there: -4.
        case noEncoder
    }

    private enum Output {
        case wav(WAVStreamWriter)
        case aac(MediaWriter, stream: Int)
    }

    let config: AgoraAudioRecordingConfiguration
    private var output: Output?

    init(_ config: AgoraAudioRecordingConfiguration) throws(OpenFailure) {
        self.config = config
        let directory = (config.filePath as NSString).deletingLastPathComponent
        guard FileManager.default.isWritableFile(atPath: directory.isEmpty ? "." : directory) else { throw .unwritable }
        if SimAudioFileFormat(config) == .aac {
            do {
                let writer = try MediaWriter(path: config.filePath)
                let stream = try writer.addAudio(encoder: "aac", sampleRate: config.sampleRate,
                                                 channels: config.recordingChannel, bitRate: config.quality.aacBitRate)
                try writer.begin()
                output = .aac(writer, stream: stream)
            } catch {
                throw .noEncoder
            }
        } else {
            do {
                output = .wav(try WAVStreamWriter(path: config.filePath, sampleRate: config.sampleRate,
                                                  channels: config.recordingChannel))
            } catch {
                throw .unwritable
            }
        }
    }

    /// Whether the remote users' audio is needed.
    var recordsPlayback: Bool { config.fileRecordOption != .mic }

    /// The block to write, from the loop's microphone and playback blocks (48 kHz stereo), as the option asks.
    func source(microphone: [Float]?, played: [Float]) -> [Float] {
        switch config.fileRecordOption {
        case .mic: return microphone ?? SimPCM.silence()
        case .playback: return played
        case .mixed:
            var mixed = played
            if let microphone { SimPCM.add(microphone, into: &mixed) }
            return mixed
        }
    }

    /// Appends one 10 ms block (48 kHz stereo); false when the file could not take it (the recording is over).
    func append(_ block: [Float]) -> Bool {
        let samples = SimPCM.int16(SimPCM.convert(block, rate: SimPCM.mixRate, channels: SimPCM.mixChannels,
                                                  toRate: config.sampleRate, toChannels: config.recordingChannel))
        do {
            switch output {
            case .wav(let writer): try writer.append(samples)
            case .aac(let writer, let stream): try writer.writeAudio(stream: stream, samples: samples, channels: config.recordingChannel)
            case nil: return false
            }
        } catch {
            close()
            return false
        }
        return true
    }

    /// Finishes the file: a WAV's sizes, or the encoder's last frames and the container's trailer. Idempotent.
    func close() {
        switch output {
        case .wav(let writer): try? writer.close()
        case .aac(let writer, _): try? writer.finish()
        case nil: break
        }
        output = nil
    }
}
