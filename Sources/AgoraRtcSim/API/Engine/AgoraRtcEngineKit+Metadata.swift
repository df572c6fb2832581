import Foundation

// Video metadata (SEI): the local data source is asked for a payload with every video frame the user sends, and
// remote users' payloads reach the metadata delegate with their video (see Simulation/Metadata).
extension AgoraRtcEngineKit {
    /// Registers (nil: removes) the source of outgoing metadata. Only `.video` exists; anything else fails. The
    /// SDK returns a Bool; the trace shows it as 0 / -2.
    @discardableResult
    public func setMediaMetadataDataSource(_ metadataDataSource: (any AgoraMediaMetadataDataSource)?,
                                           with type: AgoraMetadataType, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let detail = (metadataDataSource == nil ? "nil" : "<dataSource>") + ", with: .\(type)"
        return api("setMediaMetadataDataSource(_:with:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard type == .video else { return AgoraErrorCode.invalidArgument.returnCode }
            s.services.metadata.setDataSource(metadataDataSource)
            return 0
        } == 0
    }

    /// Registers (nil: removes) the receiver of remote users' metadata. Only `.video` exists.
    @discardableResult
    public func setMediaMetadataDelegate(_ metadataDelegate: (any AgoraMediaMetadataDelegate)?,
                                         with type: AgoraMetadataType, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let detail = (metadataDelegate == nil ? "nil" : "<delegate>") + ", with: .\(type)"
        return api("setMediaMetadataDelegate(_:with:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard type == .video else { return AgoraErrorCode.invalidArgument.returnCode }
            s.services.metadata.setDelegate(metadataDelegate)
            startRemoteMetadata(&s.services.metadata, main: s[.main])
            return 0
        } == 0
    }
}
