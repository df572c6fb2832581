/// App ID (and, later, App Certificate) of the simulated project. Out of the box a simulated App ID and no
/// certificate let every case join token-less; `AGORA_APP_ID` overrides.
public struct KeyCenter: Equatable, Sendable {
    public static let simulatedAppId = "0123456789abcdef0123456789abcdef"

    public var appId: String

    public init(appId: String = KeyCenter.simulatedAppId) {
        self.appId = appId
    }

    public static func fromEnvironment(_ environment: [String: String]) -> KeyCenter {
        if let id = environment["AGORA_APP_ID"], !id.isEmpty {
            return KeyCenter(appId: id)
        }
        return KeyCenter()
    }
}
