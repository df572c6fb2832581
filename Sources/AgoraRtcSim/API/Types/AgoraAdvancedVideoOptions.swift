/// The encoder's advanced options (`AdvanceOptions`); both preferences default to auto.
public struct AgoraAdvancedVideoOptions: Sendable, Equatable {
    public var encodingPreference: AgoraEncodingPreference = .preferAuto
    public var compressionPreference: AgoraCompressionPreference = .auto
    /// Whether the alpha of pushed frames (`AgoraVideoFrame.alphaStitchMode`) is encoded and sent; off, remote
    /// users receive the picture alone.
    public var encodeAlpha = false

    public init() {}
}
