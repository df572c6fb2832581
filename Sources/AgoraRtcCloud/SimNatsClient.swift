import AgoraRtcSim
import CNats
import Foundation

/// One libnats connection subscribed to one subject (CNats). Opening blocks for up to the connect timeout, so it is
/// never called on the engine's lock or the main thread. Its handlers run on libnats's threads and never after
/// `close` has returned.
final class SimNatsClient: @unchecked Sendable {
    enum Opening {
        case connected(SimNatsClient)
        /// The server is not reachable yet; libnats keeps trying and reports the link once it is up.
        case connecting(SimNatsClient)
        /// libnats's text for what went wrong (never the URL or a credential), or nil when libnats is missing.
        case failed(String?)
    }

    /// What the client tells its owner, from libnats's threads.
    final class Handlers: Sendable {
        let payload: @Sendable (UnsafeRawBufferPointer) -> Void
        let link: @Sendable (Link) -> Void

        init(payload: @escaping @Sendable (UnsafeRawBufferPointer) -> Void, link: @escaping @Sendable (Link) -> Void) {
            self.payload = payload
            self.link = link
        }
    }

    enum Link: Equatable {
        case up, down
        /// libnats gave up on this connection, for the reason given (libnats's fixed text).
        case closed(String)
    }

    struct Timing {
        var connectTimeout = 2.0
        var reconnectWait = 0.5
        /// A link that went silent (a machine gone, not a closed socket) is given up after two unanswered pings.
        var pingInterval = 5.0
    }

    static var isAvailable: Bool { cnats_available() != 0 }

    private let client: OpaquePointer
    private let handlers: Unmanaged<Handlers>
    private var isClosed = false

    private init(client: OpaquePointer, handlers: Unmanaged<Handlers>) {
        self.client = client
        self.handlers = handlers
    }

    static func open(_ server: AgoraSimNatsServer, subject: String, timing: Timing = Timing(), handlers: Handlers) -> Opening {
        var strings: [UnsafeMutablePointer<CChar>] = []
        defer { strings.forEach { free($0) } }
        func c(_ text: String?) -> UnsafePointer<CChar>? {
            guard let text, let copy = strdup(text) else { return nil }
            strings.append(copy)
            return UnsafePointer(copy)
        }
        var config = cnats_config()
        config.url = c(server.url)
        config.subject = c(subject)
        config.name = c("apiexample")
        switch server.credentials {
        case .none: break
        case .file(let path): config.credentials_file = c(path)
        case .userPassword(let user, let password):
            config.user = c(user)
            config.password = c(password)
        case .token(let token): config.token = c(token)
        }
        config.ca_file = c(server.caFile)
        config.cert_file = c(server.certificateFile)
        config.key_file = c(server.keyFile)
        config.secure = server.isSecure ? 1 : 0
        config.connect_timeout_ms = Int64(timing.connectTimeout * 1000)
        config.reconnect_wait_ms = Int64(timing.reconnectWait * 1000)
        config.ping_interval_ms = Int64(timing.pingInterval * 1000)

        let retained = Unmanaged.passRetained(handlers)
        var callbacks = cnats_handlers()
        callbacks.context = retained.toOpaque()
        callbacks.message = { context, bytes, length in
            guard let context, let bytes, length >= 0 else { return }
            Unmanaged<Handlers>.fromOpaque(context).takeUnretainedValue()
                .payload(UnsafeRawBufferPointer(start: bytes, count: Int(length)))
        }
        callbacks.link = { context, state, problem in
            guard let context else { return }
            let link: Link = switch Int(state) {
            case CNATS_LINK_UP: .up
            case CNATS_LINK_DOWN: .down
            default: .closed(problem.map { SimNatsClient.reason(String(cString: $0)) } ?? "closed")
            }
            Unmanaged<Handlers>.fromOpaque(context).takeUnretainedValue().link(link)
        }
        var client: OpaquePointer?
        var problem = [CChar](repeating: 0, count: 160)
        let code = cnats_open(&config, callbacks, &client, &problem, problem.count)
        if let client, Int(code) == CNATS_CONNECTED || Int(code) == CNATS_CONNECTING {
            let opened = SimNatsClient(client: client, handlers: retained)
            return Int(code) == CNATS_CONNECTED ? .connected(opened) : .connecting(opened)
        }
        retained.release()
        let text = problem.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return .failed(Int(code) == CNATS_UNAVAILABLE ? nil : reason(text))
    }

    /// The shim's one text for refused credentials becomes the cloud's constant for it; libnats's others pass as they are.
    static func reason(_ text: String) -> String {
        text == CNATS_AUTHENTICATION_FAILED ? AgoraSimNatsCloud.authenticationFailed : text
    }

    func publish(_ payload: [UInt8]) -> Bool {
        payload.withUnsafeBytes { cnats_publish(client, $0.baseAddress, Int32($0.count)) == 0 }
    }

    /// Bytes published and not yet written to the server.
    var buffered: Int { Int(cnats_buffered(client)) }

    /// Whether the server had everything published so far within `timeout` seconds.
    @discardableResult
    func flush(timeout: Double) -> Bool {
        cnats_flush(client, Int64(timeout * 1000)) == 0
    }

    /// Once only. May wait for libnats's threads to wind down: not for the engine's lock or the main thread.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        cnats_close(client)
        handlers.release()
    }
}
