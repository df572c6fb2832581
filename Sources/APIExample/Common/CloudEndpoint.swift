import AgoraRtcSim
import Foundation

/// Where a session meets other instances of the app: the rendezvous directory on this machine, or a NATS server.
public enum CloudEndpoint: Sendable, Equatable {
    case rendezvous(directory: String)
    case nats(AgoraSimNatsServer)

    /// The engine's cloud for a project of `appId`; `onProblem` hears why a NATS server cannot be reached.
    func cloud(appId: String, onProblem: (@Sendable (String) -> Void)?) -> any AgoraSimCloud {
        switch self {
        case .rendezvous(let directory): AgoraSimLocalCloud(directory: directory, user: String(getuid()), appId: appId)
        case .nats(let server): AgoraSimNatsCloud(server: server, appId: appId, onProblem: onProblem)
        }
    }
}
