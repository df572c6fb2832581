import APIExample
import Foundation

/// The `--control`s of a headless run still to apply: each at its time, or as soon as the channel is joined, through
/// the same path as a key press (a disabled control ignores it, and the run says so on stderr). Those due at the
/// same moment go in the order given. A question a control asks, or the case asks on its own (LocalCompositeGraph's
/// system sheet at its start), is answered yes.
@MainActor
final class ControlScript {
    private var waiting: [ScheduledControl]

    init(_ controls: [ScheduledControl]) {
        waiting = controls
    }

    var isDone: Bool { waiting.isEmpty }

    func apply(to host: SessionHost, at elapsed: Double) {
        if let asked = host.prompt?.control {
            CommandOutput.err("apiexample run: the case asked a question ('\(asked)'); answered y\n")
            host.answerPrompt(granted: true)
        }
        var still: [ScheduledControl] = []
        for next in waiting {
            let due = next.at.map { elapsed + 1e-9 >= $0 } ?? host.status.isJoined
            guard due else {
                still.append(next)
                continue
            }
            guard let control = host.state.control(next.id), control.isEnabled,
                  let value = next.value ?? control.bareValue else {
                let at = String(format: "%.2f", elapsed)
                CommandOutput.err("apiexample run: control '\(next.id)' is disabled at \(at) s; skipped\n")
                continue
            }
            guard control.kind.setting(value) != nil else {
                let message = "apiexample run: --control \(next.id)=\(value): valid values now: \(control.acceptedValues); skipped\n"
                CommandOutput.err(message)
                continue
            }
            host.set(next.id, value)
            // A question the control asked (JoinMultiChannel's leave) has nobody to see it: the run gives the first
            // answer, as y/Enter would, and says so.
            if host.prompt?.control == next.id {
                CommandOutput.err("apiexample run: control '\(next.id)' asked a question; answered y\n")
                host.answerPrompt(granted: true)
            }
        }
        waiting = still
    }

    func reportUnapplied() {
        for control in waiting {
            let when = control.at.map { "@\($0) s (after the run)" } ?? "(the channel was never joined)"
            CommandOutput.err("apiexample run: control '\(control.id)' not applied \(when)\n")
        }
    }
}
