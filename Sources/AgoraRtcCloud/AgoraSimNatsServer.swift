import AgoraRtcSim

/// A NATS server instances meet through, and how to reach it: `nats://host:port`, or `tls://host:port` for TLS, with
/// the credentials and TLS files passed to the NATS client as they are. Not an SDK type.
public struct AgoraSimNatsServer: Sendable, Equatable {
    public var url: String
    public var credentials: AgoraSimNatsCredentials
    /// PEM files: the CA that signed the server's certificate, and this client's certificate and key.
    public var caFile: String?
    public var certificateFile: String?
    public var keyFile: String?

    public init(url: String, credentials: AgoraSimNatsCredentials = .none, caFile: String? = nil,
                certificateFile: String? = nil, keyFile: String? = nil) {
        self.url = url
        self.credentials = credentials
        self.caFile = caFile
        self.certificateFile = certificateFile
        self.keyFile = keyFile
    }

    /// A `tls://` URL, or TLS files given: the client insists on TLS.
    public var isSecure: Bool { url.lowercased().hasPrefix("tls://") || caFile != nil || certificateFile != nil }
}
