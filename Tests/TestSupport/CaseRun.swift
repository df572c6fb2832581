import AgoraRtcSim
import APIExample
import Testing

/// A registered case started as the browser starts it — its Entry defaults, validated, with what the test changes —
/// in virtual time. Every test that runs a case's Main goes through `start`, so how a session is created and
/// observed can change in this one place.
@MainActor
public struct CaseRun {
    public let clock: AgoraSimVirtualClock
    /// The running session as the app holds it: the case's Main and the state its events built.
    public let session: SessionHost

    /// The case's Main.
    public var main: BaseSession { session.session }

    /// Starts `caseId` with `form` typed into its Entry and `overrides` set on the validated configs, then runs it
    /// for `seconds`.
    public init(_ caseId: String, _ overrides: Configs = [:], form: [String: String] = [:],
                settings: GlobalSettings = GlobalSettings(), keyCenter: KeyCenter = KeyCenter(),
                clock: AgoraSimVirtualClock = AgoraSimVirtualClock(), seconds: Double = 0) throws {
        self.clock = clock
        session = try Self.start(caseId, overrides, form: form,
                                 context: .virtual(settings: settings, keyCenter: keyCenter, clock: clock))
        if seconds > 0 { clock.advance(by: seconds) }
    }

    /// Creates the case's Main and starts it. `beforeStart` gets the session's host first, for a test that must
    /// observe it from its very first change.
    public static func start(_ caseId: String, _ overrides: Configs = [:], form: [String: String] = [:],
                             context: SessionContext,
                             beforeStart: (SessionHost) -> Void = { _ in }) throws -> SessionHost {
        let item = try item(caseId)
        let configs = try configs(caseId, overrides, form: form, keyCenter: context.keyCenter)
        return start(caseId: caseId, context: context, beforeStart: beforeStart) { item.makeMain(configs, $0) }
    }

    /// Makes a session with `make` and starts it: every session a test runs, a registered case's or the test's own,
    /// is started here.
    public static func start<Session: BaseSession>(caseId: String = "Test", context: SessionContext,
                                                   beforeStart: (SessionHost) -> Void = { _ in },
                                                   _ make: (SessionContext) -> Session) -> SessionHost {
        let host = SessionHost(caseId: caseId, session: make(context))
        beforeStart(host)
        host.start()
        return host
    }

    /// What the Entry form hands the case: its defaults (the App ID from `keyCenter`, as the form fills it) with
    /// `form` typed over them, validated, then `overrides` set (values the form could not produce, or types).
    public static func configs(_ caseId: String, _ overrides: Configs = [:], form: [String: String] = [:],
                               keyCenter: KeyCenter = KeyCenter()) throws -> Configs {
        let item = try item(caseId)
        var values = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue(keyCenter: keyCenter)) })
        values.merge(typedOverPlaceholders(item, keyCenter: keyCenter)) { $1 }
        values.merge(form) { $1 }
        var configs = try FieldValidator.configs(fields: item.fields, values: values).get()
        configs.merge(overrides) { $1 }
        return configs
    }

    /// What a user types before Join where the form starts with a placeholder to replace (RtePlayer's channel):
    /// a channel whose simulated host plays.
    public static func typedOverPlaceholders(_ item: MenuItem, keyCenter: KeyCenter) -> [String: String] {
        var values: [String: String] = [:]
        for field in item.fields where field.runtimeDefault == .rteUrl {
            values[field.id] = RteUrlRule.scheme + keyCenter.appId + "/demo"
        }
        return values
    }

    /// Cases whose Main plays a stream instead of joining a channel (the original's RtePlayer): the generic sweeps
    /// check what they do instead.
    public static let playsWithoutJoining: Set<String> = ["RtePlayer"]

    /// Cases that test the network and devices before any channel (PrecallTest): they neither join nor use a token,
    /// and their results come only after their buttons are pressed (the last-mile probe's after 30 s).
    public static let testsWithoutJoining: Set<String> = ["PrecallTest"]

    /// Cases that are not API samples in the original (KtvCopyrightMusic is a documentation link): no engine, no
    /// SDK call at all, which is what the sweeps check of them.
    public static let withoutEngine: Set<String> = ["KtvCopyrightMusic"]

    /// Cases whose main connection is a `joinChannelEx` one (CustomVideoSourcePushMulti never calls `joinChannel`) and
    /// that show no local user: the sweeps look for `joinChannelEx` and `leaveChannelEx` instead.
    public static let joinsWithJoinChannelEx: Set<String> = ["CustomVideoSourcePushMulti"]

    /// Cases that show a remote user only once the user gives them a place (ARKit's screens, placed with a control):
    /// right after joining they have the local tile alone.
    public static let remoteTilesOnRequest: Set<String> = ["ARKit"]

    /// Cases whose original shows the local user alone (FaceCapture only logs remote users).
    public static let localTileOnly: Set<String> = ["FaceCapture"]

    /// Simulated remote users for the sweeps where the default three would leave the case's controls nothing to do:
    /// CustomVideoSourcePushMulti's four slots are shared with remote users, so with three only one track fits.
    public static let sweepRemoteUsers: [String: Int] = ["CustomVideoSourcePushMulti": 1]

    public static func item(_ caseId: String) throws -> MenuItem {
        try #require(MenuRegistry.item(id: caseId), "no registered case \(caseId)")
    }

    /// The field `id` of the case's Entry form.
    public static func field(_ caseId: String, _ id: String) throws -> FieldSpec {
        try #require(item(caseId).fields.first { $0.id == id }, "\(caseId) has no field \(id)")
    }
}
