/// A player callback decided under the player's lock and delivered (traced, then handed to each observer, or to an
/// open's completion block) once it is released.
struct SimRteCallback: Sendable {
    let name: String
    let detail: String
    /// Nil for a completion block, which `invoke` runs itself.
    let observe: (@Sendable (AgoraRtePlayerObserver) -> Void)?
    let invoke: (@Sendable () -> Void)?

    static func observer(_ name: String, _ detail: String,
                         _ call: @escaping @Sendable (AgoraRtePlayerObserver) -> Void) -> SimRteCallback {
        SimRteCallback(name: name, detail: detail, observe: call, invoke: nil)
    }

    static func block(_ name: String, _ detail: String, _ call: @escaping @Sendable () -> Void) -> SimRteCallback {
        SimRteCallback(name: name, detail: detail, observe: nil, invoke: call)
    }
}
