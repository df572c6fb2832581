import CPulse

/// One attempt at the sound server: CPulse's link (a context and its streams on libpulse's own thread) in Swift
/// terms. The waits block their caller, which is always the link's worker thread; `abort` may come from any thread
/// until `close`.
final class PulseConnection: @unchecked Sendable {
    enum Outcome: Equatable {
        case ready
        case failed(String)
        case timedOut
        case aborted
    }

    private let link: OpaquePointer
    /// What the server's requests call, kept alive until `close` has stopped libpulse's thread.
    private let requests: Unmanaged<RequestHandler>?

    private init(link: OpaquePointer, requests: Unmanaged<RequestHandler>?) {
        self.link = link
        self.requests = requests
    }

    /// Starts connecting (returns at once), or says why it cannot even start (libpulse missing, say). `onRequest` is
    /// called on libpulse's thread each time the server asks for playback data, before what `play` queued is taken.
    static func open(server: String?, playback: Bool, capture: Bool, latencyMs: Int,
                     onRequest: (@Sendable () -> Void)? = nil) -> Result<PulseConnection, Problem> {
        let streams = (playback ? Int32(CPULSE_PLAYBACK) : 0) | (capture ? Int32(CPULSE_CAPTURE) : 0)
        let requests = onRequest.map { Unmanaged.passRetained(RequestHandler($0)) }
        let callback: cpulse_request_fn? = requests == nil ? nil : { context in
            guard let context else { return }
            Unmanaged<RequestHandler>.fromOpaque(context).takeUnretainedValue().handle()
        }
        var problem = [CChar](repeating: 0, count: 160)
        let link = problem.withUnsafeMutableBufferPointer { buffer in
            cpulse_open(server, streams, Int32(latencyMs), callback, requests?.toOpaque(), buffer.baseAddress, buffer.count)
        }
        guard let link else {
            requests?.release()
            return .failure(Problem(text(problem)))
        }
        return .success(PulseConnection(link: link, requests: requests))
    }

    final class RequestHandler: Sendable {
        let handle: @Sendable () -> Void

        init(_ handle: @escaping @Sendable () -> Void) {
            self.handle = handle
        }
    }

    struct Problem: Error {
        let why: String

        init(_ why: String) {
            self.why = why
        }
    }

    func waitReady(timeout: Double) -> Outcome {
        var problem = [CChar](repeating: 0, count: 160)
        let milliseconds = Int32(max(0, min(timeout, 3_600)) * 1_000)
        let result = problem.withUnsafeMutableBufferPointer { cpulse_wait_ready(link, milliseconds, $0.baseAddress, $0.count) }
        return Self.outcome(result, problem)
    }

    /// Blocks while the streams play: until the server goes away or `abort`.
    func waitEnd() -> Outcome {
        var problem = [CChar](repeating: 0, count: 160)
        let result = problem.withUnsafeMutableBufferPointer { cpulse_wait_end(link, $0.baseAddress, $0.count) }
        return Self.outcome(result, problem)
    }

    func abort() {
        cpulse_abort(link)
    }

    /// Disconnects and frees; the connection is not used again.
    func close() {
        cpulse_close(link)
        requests?.release()
    }

    func play(_ samples: [Int16]) {
        samples.withUnsafeBufferPointer { cpulse_play(link, $0.baseAddress, $0.count) }
    }

    func captured(frames: Int) -> [Int16]? {
        guard frames > 0 else { return [] }
        var samples = [Int16](repeating: 0, count: frames * 2)
        let enough = samples.withUnsafeMutableBufferPointer { cpulse_captured(link, $0.baseAddress, frames) }
        return enough == 1 ? samples : nil
    }

    /// Seconds, or nil while the server has not said.
    var playbackLatency: Double? {
        let microseconds = cpulse_playback_latency_us(link)
        return microseconds < 0 ? nil : Double(microseconds) / 1_000_000
    }

    var grantedBuffer: Double? {
        let microseconds = cpulse_granted_buffer_us(link)
        return microseconds < 0 ? nil : Double(microseconds) / 1_000_000
    }

    /// Seconds of sound waiting in the playback ring for the server's next request.
    var queuedPlayback: Double { Double(cpulse_queued_us(link)) / 1_000_000 }

    private static func outcome(_ result: Int32, _ problem: [CChar]) -> Outcome {
        switch result {
        case Int32(CPULSE_READY): .ready
        case Int32(CPULSE_TIMED_OUT): .timedOut
        case Int32(CPULSE_ABORTED): .aborted
        default: .failed(text(problem))
        }
    }

    private static func text(_ problem: [CChar]) -> String {
        let bytes = problem.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let why = String(decoding: bytes, as: UTF8.self)
        return why.isEmpty ? "error" : why
    }
}
