import AgoraRtcCloud
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

    /// What the user is told for a reason the cloud gave: a key of the strings tables for the reasons the app words
    /// itself (refused credentials), libnats's own text for the others (a localizer returns it as it is).
    public static func problemText(_ problem: String) -> String {
        problem == AgoraSimNatsCloud.authenticationFailed ? "nats.authenticationFailed" : problem
    }
}
