/// The face information observer, weakly held like the SDK's other delegates.
final class SimFaceInfoObserver: Sendable {
    weak let delegate: (any AgoraFaceInfoDelegate)?

    init(_ delegate: any AgoraFaceInfoDelegate) {
        self.delegate = delegate
    }
}
