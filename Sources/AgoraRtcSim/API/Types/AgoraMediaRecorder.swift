/// `AgoraMediaRecorder`: records one user's stream to an MP4 file, made by `createMediaRecorder(withInfo:)` and released
/// with `destroy(_:)`. Its calls are traced like the engine's; once the recorder or the engine is destroyed they
/// return -7.
public final class AgoraMediaRecorder: @unchecked Sendable {
    /// Written once, in `init`.
    weak var engine: AgoraRtcEngineKit?
    let id: Int
    /// Whose stream this recorder records (what it was created with).
    public let streamInfo: AgoraRecorderStreamInfo
    private let lock = SimLock()
    /// Guarded by `lock`; weakly held, like the SDK's delegates.
    private weak var storedDelegate: (any AgoraMediaRecorderDelegate)?

    init(engine: AgoraRtcEngineKit, id: Int, streamInfo: AgoraRecorderStreamInfo) {
        self.engine = engine
        self.id = id
        self.streamInfo = streamInfo
    }

    var delegate: (any AgoraMediaRecorderDelegate)? { lock.locked { storedDelegate } }

    /// Sets (or with nil, removes) the delegate that hears this recorder's state and information.
    @discardableResult
    public func setMediaRecorderDelegate(_ delegate: (any AgoraMediaRecorderDelegate)?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        guard let engine else { return AgoraErrorCode.notInitialized.returnCode }
        return engine.api("setMediaRecorderDelegate(_:)", delegate == nil ? "nil" : "<delegate>", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.recorders.recorder(id) != nil else { return AgoraErrorCode.notInitialized.returnCode }
            lock.locked { storedDelegate = delegate }
            return 0
        }
    }

    /// Starts recording; the outcome arrives as `mediaRecorder(_:stateDidChanged:uid:state:reason:)`. See
    /// `AgoraRtcEngineKit.startRecording(_:_:)` for the return codes.
    @discardableResult
    public func startRecording(_ config: AgoraMediaRecorderConfiguration, file: StaticString = #filePath,
                               line: UInt = #line) -> Int32 {
        engine?.startRecording(self, config, at: AgoraSimCallSite(file: file, line: line)) ?? AgoraErrorCode.notInitialized.returnCode
    }

    /// Stops recording and closes the files (0, and nothing reported, when not recording).
    @discardableResult
    public func stopRecording(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        engine?.stopRecording(self, at: AgoraSimCallSite(file: file, line: line)) ?? AgoraErrorCode.notInitialized.returnCode
    }
}
