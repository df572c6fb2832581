import AgoraRtcSim
import APIExample
import Foundation
import TerminalKit

/// `apiexample run`: one case, no UI; prints the same API calls and callbacks the log pane shows, as text or
/// one JSON object per line, and changes the case's controls when `--control` says (through `SessionHost`, the way
/// the keys do).
@MainActor
public enum HeadlessRunner {
    public struct Line: Codable, Equatable {
        public let t: Int
        public let kind: String
        public let text: String
        /// "<path relative to the package>:<line>" of an SDK call's call site or of the case's callback handler.
        public var source: String?

        public init(t: Int, kind: String, text: String, source: String? = nil) {
            self.t = t
            self.kind = kind
            self.text = text
            self.source = source
        }
    }

    /// Validates the case's configs from its defaults plus `--set` values; nil with a message on failure.
    public static func configs(for options: RunOptions, keyCenter: KeyCenter = KeyCenter()) -> Result<Configs, CommandLineParser.Failure> {
        guard let item = MenuRegistry.item(id: options.caseId) else {
            return .failure(.init(message: "apiexample: unknown case '\(options.caseId)'; " + CommandLineParser.validCases))
        }
        var values = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue(keyCenter: keyCenter)) })
        for (key, value) in options.sets { values[key] = value }
        switch FieldValidator.configs(fields: item.fields, values: values) {
        case .success(let configs):
            return .success(configs)
        case .failure(let errors):
            let text = Localizer(.en)
            let lines = item.fields.compactMap { field in
                errors.byField[field.id].map {
                    "apiexample run: \(field.id)=\(VisibleControls.escape(values[field.id] ?? "")): " + text($0)
                }
            }
            return .failure(.init(message: lines.joined(separator: "\n")))
        }
    }

    /// One line, without control characters: text from peers (data-stream messages, metadata) is in the log, and
    /// the line goes to a terminal. The text form shows them escaped; JSON keeps the exact text, in JSON escapes.
    /// `source` (see `LogSourceLocator`) is the JSON line's "source" key, or ends the text line after "  @ ".
    public static func format(_ entry: LogEntry, json: Bool, source: String? = nil) -> String {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let line = Line(t: entry.timeMs, kind: entry.kind.rawValue, text: entry.text, source: source)
            let data = (try? encoder.encode(line)) ?? Data()
            return VisibleControls.escapeJSON(String(decoding: data, as: UTF8.self))
        }
        return entry.timestamp + "  " + entry.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            + VisibleControls.escape(entry.text) + (source.map { "  @ " + VisibleControls.escape($0) } ?? "")
    }

    /// How `run` prints each line of `item`'s session: JSON always names the source, text only with `--sources`.
    public static func formatter(_ item: MenuItem, json: Bool, sources: Bool) -> (LogEntry) -> String {
        guard json || sources else { return { format($0, json: false) } }
        let locator = LogSourceLocator(item: item)
        return { format($0, json: json, source: locator.source(of: $0)) }
    }

    /// Runs the whole session in virtual time and returns every log line (used by tests and `--virtual-time`).
    /// `onLog` hears each line as it comes (the command prints them so); `shouldEnd` is asked between steps (a
    /// signal arrived): the session then ends early, with its leave and destroy, as it does at `seconds`.
    public static func runVirtual(_ item: MenuItem, configs: Configs, settings: GlobalSettings, keyCenter: KeyCenter = KeyCenter(),
                                  seconds: Double, controls: [ScheduledControl] = [], step: Double = 0.05,
                                  cast: HeadlessCast? = nil,
                                  onLog: ((LogEntry) -> Void)? = nil, shouldEnd: () -> Bool = { false }) -> [LogEntry] {
        let clock = AgoraSimVirtualClock()
        // The log pane of a recorded screen shows the latest lines; otherwise only this function's list keeps them.
        let host = SessionHost(item, configs: configs, context: .virtual(settings: settings, keyCenter: keyCenter, clock: clock),
                               logCapacity: cast == nil ? 1 : LogBook.defaultCapacity)
        var entries: [LogEntry] = []
        host.onLog = { entry in
            entries.append(entry)
            onLog?(entry)
        }
        let script = ControlScript(controls)
        let display = OffscreenDisplay(host: host)
        host.start()
        var elapsed = 0.0
        while elapsed < seconds, !shouldEnd() {
            script.apply(to: host, at: elapsed)
            display.refresh()
            if let cast {
                cast.advance(clock, by: step, from: elapsed, host: host)
            } else {
                clock.advance(by: step)
            }
            elapsed += step
        }
        script.apply(to: host, at: elapsed)
        // The last frame is the screen as the run ends, before Back takes it away.
        cast?.record(host, at: elapsed)
        host.stop()
        script.reportUnapplied()
        return entries
    }

    /// Runs in real time on the main queue, printing lines as they happen, then exits.
    public static func runLive(_ item: MenuItem, configs: Configs, options: RunOptions, settings: GlobalSettings,
                               keyCenter: KeyCenter, cloud: CloudEndpoint? = nil, sound: SoundMode = .off,
                               cast: HeadlessCast? = nil, onEnd: @escaping @MainActor @Sendable () -> Void = {}) -> Never {
        var context = SessionContext.live(settings: settings, keyCenter: keyCenter)
        context.cloud = cloud
        context.sound = sound
        context.onCloudProblem = { problem in
            // In English, like the commands' other messages; refused credentials in the app's own words.
            let reason = Localizer(.en)(CloudEndpoint.problemText(problem))
            CommandOutput.err("apiexample: the NATS server cannot be used (\(reason)); retrying, other instances will not be met until then\n")
        }
        let host = SessionHost(item, configs: configs, context: context, logCapacity: cast == nil ? 1 : LogBook.defaultCapacity)
        let line = formatter(item, json: options.json, sources: options.sources)
        host.onLog = { entry in CommandOutput.out(line(entry) + "\n") }
        let startedAt = DispatchTime.now()
        let seconds: @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds - startedAt.uptimeNanoseconds) / 1e9 }
        // The screen as the run ends, before Back takes it away; then whatever ends the run ends the recording.
        let finish: @MainActor @Sendable () -> Void = {
            cast?.record(host, at: seconds())
            onEnd()
        }
        // Before the session starts: a signal from then on ends it cleanly.
        let signals = HeadlessSignals(queue: .main) { number in
            MainActor.assumeIsolated {
                finish()
                end(host, exitCode: HeadlessSignals.exitCode(number))
            }
        }
        let script = ControlScript(options.controls)
        let display = OffscreenDisplay(host: host)
        host.start()
        // Controls are checked every 50 ms of the run (and only while some wait, or the screen is captured), like a
        // key pressed at that time; the off-screen display is brought up to date as often. The first tick also
        // answers a question the case asked at its start.
        let ticker = DispatchSource.makeTimerSource(queue: .main)
        ticker.schedule(deadline: .now(), repeating: .milliseconds(50))
        ticker.setEventHandler {
            MainActor.assumeIsolated {
                let elapsed = seconds()
                script.apply(to: host, at: elapsed)
                display.refresh()
                if script.isDone && !display.isCapturing { ticker.cancel() }
            }
        }
        ticker.resume()
        // A recording gets the browser's frame cadence, a frame only when the screen changed.
        let frames = cast.map { cast in
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now(), repeating: 1.0 / Double(BrowserApp.sessionFrameRate))
            timer.setEventHandler { MainActor.assumeIsolated { cast.tick(host, at: seconds()) } }
            timer.resume()
            return timer
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + options.seconds) {
            MainActor.assumeIsolated {
                guard signals.signal == nil else { return }
                script.reportUnapplied()
                frames?.cancel()
                finish()
                end(host, exitCode: 0)
            }
        }
        withExtendedLifetime((signals, frames)) { dispatchMain() }
    }

    /// Back, then exit: the leave and destroy lines already queued on the main queue are printed first.
    private static func end(_ host: SessionHost, exitCode: Int32) {
        host.stop()
        DispatchQueue.main.async { exit(exitCode) }
    }
}
