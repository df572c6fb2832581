import AgoraRtcSim
import APIExample
import ExampleBrowser

/// A case run in virtual time and caught as the session screen draws it (its SessionState), then stopped.
@MainActor
public enum SessionFixture {
    /// Runs `caseId` as `CaseRun` does, performs `steps` — (seconds since the start, control id, change) — on the
    /// way, and takes the snapshot at `seconds`, after dismissing the notice when `dismissNotice`.
    public static func running(_ caseId: String, _ overrides: Configs = [:], form: [String: String] = [:],
                               settings: GlobalSettings = GlobalSettings(), keyCenter: KeyCenter = KeyCenter(),
                               steps: [(Double, String, ControlChange)] = [], seconds: Double,
                               dismissNotice: Bool = false) throws -> SessionState {
        try running(caseId, overrides, form: form, settings: settings, keyCenter: keyCenter) { run in
            for (time, id, change) in steps {
                // Steps at the same moment follow each other with no time, not even a zero advance, between.
                if time > run.clock.now { run.advance(time - run.clock.now) }
                run.press(id, change)
            }
            run.advance(seconds - run.clock.now)
            if dismissNotice { run.session.dismissNotice() }
        }
    }

    /// Runs `caseId` as `CaseRun` does, lets `act` drive it, then snapshots and stops it.
    public static func running(_ caseId: String, _ overrides: Configs = [:], form: [String: String] = [:],
                               settings: GlobalSettings = GlobalSettings(), keyCenter: KeyCenter = KeyCenter(),
                               act: (CaseRun) throws -> Void) throws -> SessionState {
        let run = try CaseRun(caseId, overrides, form: form, settings: settings, keyCenter: keyCenter)
        try act(run)
        let state = run.session.state
        run.session.stop()
        return state
    }
}
