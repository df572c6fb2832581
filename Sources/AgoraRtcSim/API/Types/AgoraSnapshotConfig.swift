/// What `takeSnapshotWithConfig(_:config:)` writes (SDK 4.x iOS `AgoraSnapshotConfig`): the file, whose
/// directory must exist and be writable, and the pipeline position the frame is taken at (pre-encoder by default).
public struct AgoraSnapshotConfig: Sendable, Equatable {
    public var filePath: String
    public var position: AgoraVideoModulePosition

    public init(filePath: String = "", position: AgoraVideoModulePosition = .preEncoder) {
        self.filePath = filePath
        self.position = position
    }
}
