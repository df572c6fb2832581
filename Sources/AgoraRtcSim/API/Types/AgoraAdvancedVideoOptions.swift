/// The encoder's advanced options (`AdvanceOptions`); both default to auto.
public struct AgoraAdvancedVideoOptions: Sendable, Equatable {
    public var encodingPreference: AgoraEncodingPreference = .preferAuto
    public var compressionPreference: AgoraCompressionPreference = .auto

    public init() {}
}
