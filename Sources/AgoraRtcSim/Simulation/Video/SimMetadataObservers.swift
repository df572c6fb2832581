/// The metadata (SEI) data source and delegate an app registered, held weakly as the SDK does, and the sim's
/// bookkeeping for them.
struct SimMetadataObservers: Sendable {
    weak var dataSource: (any AgoraMediaMetadataDataSource)?
    weak var delegate: (any AgoraMediaMetadataDelegate)?
    /// The size the data source declared last, so the trace shows it only when it changes.
    var declaredMaxSize: Int?
    /// Cancelled whenever the remote senders' loop must restart (delegate set, channel joined).
    var remoteLoopScope = SimScope()
    /// Payloads the simulated remote users have sent so far.
    var remoteSent = 0
}
