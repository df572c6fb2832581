/// `AgoraMetadataType`: what kind of media the metadata travels with.
public enum AgoraMetadataType: Int, Sendable, CaseIterable {
    case unknown = -1
    case video = 0
}
