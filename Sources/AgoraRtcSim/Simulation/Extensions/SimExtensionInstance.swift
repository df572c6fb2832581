import Foundation

/// One extension of a loaded provider, created on first use: its C filter instance, whether it is enabled, and the
/// events the filter reported (collected during a call, delivered as `onEvent` callbacks afterwards). Used only
/// under the engine's lock.
final class SimExtensionInstance: @unchecked Sendable {
    let library: SimExtensionLibrary
    let name: String
    let kind: SimExtensionLibrary.Kind
    var enabled = false
    private let sink = EventSink()
    private var handle: UnsafeMutableRawPointer?

    /// Receives the filter's events from C; `Unmanaged` keeps the pointer valid while the instance lives.
    final class EventSink: @unchecked Sendable {
        var events: [(key: String, value: String)] = []
    }

    init?(library: SimExtensionLibrary, name: String) {
        guard let kind = library.extensions[name] else { return nil }
        self.library = library
        self.name = name
        self.kind = kind
        let context = Unmanaged.passUnretained(sink).toOpaque()
        guard let handle = name.withCString({ library.create($0, SimExtensionInstance.onEvent, context) }) else { return nil }
        self.handle = handle
    }

    private static let onEvent: SimExtensionLibrary.EventFunction = { context, key, value in
        guard let context, let key, let value else { return }
        let sink = Unmanaged<EventSink>.fromOpaque(context).takeUnretainedValue()
        sink.events.append((String(cString: key), String(cString: value)))
    }

    /// The filter's answer (0 or a negative code) and the events it reported meanwhile.
    func setProperty(_ key: String, _ value: String) -> (code: Int32, events: [(key: String, value: String)]) {
        guard let handle else { return (AgoraErrorCode.notInitialized.returnCode, []) }
        sink.events = []
        let code = key.withCString { k in value.withCString { v in library.setProperty(handle, k, v) } }
        defer { sink.events = [] }
        return (code, sink.events)
    }

    /// Filters the luma of `frame` in place, as the Y plane of an I420 frame whose chroma is derived from the picture.
    func process(_ frame: inout AgoraSimVideoFrame) {
        guard let handle, kind == .video, frame.lumaWidth > 0, frame.lumaHeight > 0 else { return }
        let width = frame.lumaWidth, height = frame.lumaHeight
        let chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2
        // A colour picture for the filter to work on: hue follows the position, saturation the brightness.
        var u = [UInt8](repeating: 128, count: chromaWidth * chromaHeight)
        var v = u
        for row in 0..<chromaHeight {
            for column in 0..<chromaWidth {
                let luma = Int(frame.lumaAt(x: column * 2, y: row * 2))
                u[row * chromaWidth + column] = UInt8(clamping: 128 + (column * 96 / chromaWidth - 48) * luma / 255)
                v[row * chromaWidth + column] = UInt8(clamping: 128 + (48 - row * 96 / chromaHeight) * luma / 255)
            }
        }
        var luma = frame.luma
        _ = luma.withUnsafeMutableBufferPointer { y in
            u.withUnsafeMutableBufferPointer { u in
                v.withUnsafeMutableBufferPointer { v in
                    library.processVideo(handle, y.baseAddress, Int32(width), u.baseAddress, v.baseAddress,
                                         Int32(chromaWidth), Int32(width), Int32(height))
                }
            }
        }
        frame.luma = luma
        lastChroma = (u, v)
    }

    /// The chroma planes of the last processed frame (tests check the greyscale filter through them).
    private(set) var lastChroma: (u: [UInt8], v: [UInt8])?

    /// Filters interleaved 16-bit PCM in place.
    func process(_ samples: inout [Int16], channels: Int, sampleRate: Int) {
        guard let handle, kind == .audio, !samples.isEmpty else { return }
        let frames = samples.count / max(1, channels)
        _ = samples.withUnsafeMutableBufferPointer { buffer in
            library.processAudio(handle, buffer.baseAddress, Int32(frames), Int32(channels), Int32(sampleRate))
        }
    }

    func destroy() {
        guard let handle else { return }
        library.destroy(handle)
        self.handle = nil
    }
}
