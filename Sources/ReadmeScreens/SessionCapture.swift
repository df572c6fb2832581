import AgoraRtcSim
import APIExample

/// A registered case started the way the Entry form starts it (its defaults, validated) and run in virtual time,
/// so the same call gives the same state on any machine, at any load.
@MainActor
enum SessionCapture {
    /// What the session screen holds after `seconds` of `caseId`; `draw` sees it while the session still runs,
    /// because the tiles read their pictures from the session's frame store.
    static func run<Result>(_ caseId: String, seconds: Double, draw: (SessionState) -> Result) throws -> Result {
        guard let item = MenuRegistry.item(id: caseId) else { throw ReadmeScreensError.unknownCase(caseId) }
        // Built-in keys and default settings (seed included), never the machine's environment or settings file.
        let keyCenter = KeyCenter()
        let defaults = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue(keyCenter: keyCenter)) })
        guard case .success(let configs) = FieldValidator.configs(fields: item.fields, values: defaults) else {
            throw ReadmeScreensError.invalidDefaults(caseId)
        }
        let clock = AgoraSimVirtualClock()
        let host = SessionHost.start(item, configs: configs,
                                     context: .virtual(settings: GlobalSettings(), keyCenter: keyCenter, clock: clock))
        defer { host.stop() }
        clock.advance(by: seconds)
        return draw(host.state)
    }
}
