import AgoraRtcSim
@testable import APIExample

/// A session that joins only a joinChannelEx connection: the permission dialog is raised for it alone.
@MainActor
final class ExOnlySession: BaseSession {
    static let connection = AgoraRtcConnection(channelId: "solo", localUid: 4321)
    let exDelegate = ExOnlyDelegate()

    override func start() {
        _ = makeEngine()
        joinExWhenPermitted(Self.connection, delegate: exDelegate, options: AgoraRtcChannelMediaOptions())
    }
}

final class ExOnlyDelegate: AgoraRtcEngineDelegate {}
