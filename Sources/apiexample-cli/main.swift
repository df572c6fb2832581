import AgoraRtcCloud
import AgoraRtcSim
import APIExample
import ExampleBrowser
import Foundation
import TerminalKit

// A recording into a FIFO whose reader went away must fail that write with EPIPE, which the recorders report as a
// recording error, instead of the signal killing the whole app (issue 12).
signal(SIGPIPE, SIG_IGN)

let environment = EnvironmentVariables.process
let store = SettingsStore(environment: environment)
let loaded = store.load()
let settings = loaded.settings.global
let keyCenter = KeyCenter.resolve(environment: environment, settings: loaded.settings)

func fail(_ message: String) -> Never {
    CommandOutput.err(message + "\n")
    exit(2)
}

/// `--cast <path>`: the file opened (and made private) before anything runs, or the command refused.
func castFile(_ path: String, _ command: String) -> CastFile {
    do {
        return try CastFile(path: path)
    } catch let problem as CastFileError {
        fail("\(command): " + problem.message(Localizer(.en)))
    } catch {
        fail("\(command): \(error)")
    }
}

let noColorEnvironment = !(environment["NO_COLOR"] ?? "").isEmpty

let command = CommandLineParser.parse(Array(CommandLine.arguments.dropFirst()))
/// Help speaks the language asked on the line, else the browser's (the settings'), else English.
let helpLanguage = CommandHelp.language(arguments: Array(CommandLine.arguments.dropFirst()), saved: loaded.settings.language)
let environmentCloud: CloudMode?
switch CloudMode.fromEnvironment(environment) {
case .success(let mode): environmentCloud = mode
case .failure(let problem): fail(problem.message("apiexample", source: CloudMode.environmentName))
}
// Checked even when --sound is given, like APIEXAMPLE_CLOUD: a bad value is a mistake to tell at once.
let environmentSound: SoundMode?
switch SoundMode.fromEnvironment(environment) {
case .success(let mode): environmentSound = mode
case .failure: fail(SoundMode.invalidMessage("apiexample", source: SoundMode.environmentName, Localizer(.en)))
}

/// Where sessions meet other instances in `mode` (issue 18); nil keeps them to themselves. A rendezvous directory
/// refused is said once: on stderr, or (`quiet`, the browser's screen is up) as the notice its sessions show.
func cloudEndpoint(_ mode: CloudMode, quiet: Bool = false, refused: ((SessionNotice) -> Void)? = nil) -> CloudEndpoint? {
    switch mode {
    case .off:
        return nil
    case .local:
        switch RendezvousDirectory.choose(environment: environment) {
        case .success(let directory):
            return .rendezvous(directory: directory)
        case .failure(let refusal):
            if !quiet {
                let text = Localizer(.en)
                CommandOutput.err("apiexample: " + String(format: text(refusal.notice.key), arguments: refusal.notice.arguments) + "\n")
            }
            refused?(refusal.notice)
            return nil
        }
    case .nats(let url):
        switch NatsEnvironment.server(url: url, environment: environment) {
        case .success(let server):
            if !quiet && !AgoraSimNatsCloud.isAvailable {
                CommandOutput.err("apiexample: libnats (Debian's libnats3.4) is not installed; other instances will not be met\n")
            }
            return .nats(server)
        case .failure(let problem):
            fail(problem.message)
        }
    }
}
switch (command, loaded.warning) {
case (.success(.browse), _), (_, nil):
    break
case (_, let warning?):
    // What happened to the settings file, which the browser shows in an alert; in English, like the commands'
    // other messages.
    let text = Localizer(.en)
    let message = String(format: text(warning.key), arguments: warning.arguments.map { text($0) })
    CommandOutput.err("apiexample: " + message + "\n")
}

switch command {
case .failure(let failure):
    fail(failure.message)
case .success(.help):
    CommandOutput.out(CommandHelp.overview(Localizer(helpLanguage)) + "\n")
case .success(.commandHelp(let name)):
    guard let spec = CommandLineSpec.command(name) else { fail("apiexample: unknown command '\(name)'") }
    CommandOutput.out(CommandHelp.command(spec, Localizer(helpLanguage)) + "\n")
case .success(.version):
    CommandOutput.out(AppVersion.line + "\n")
case .success(.manual):
    // A page of localization keys would be installed without a word said: say it, and fail the packager's build.
    guard ManPage.stringsAreBundled() else {
        CommandOutput.err("apiexample man: the app's strings (Localizations) are not found next to the binary\n")
        exit(1)
    }
    CommandOutput.out(ManPage.render())
case .success(.completion(let shell)):
    CommandOutput.out(CompletionScript.script(shell))
case .success(.complete(let words)):
    let candidates = CompletionCandidates.lines(words)
    CommandOutput.out(candidates.map { $0 + "\n" }.joined())
case .success(.list(let json, let showHidden)):
    CommandOutput.out(CaseList.render(json: json, showHidden: showHidden) + "\n")
case .success(.token(let options)):
    let output = TokenCommand.run(options, keyCenter: keyCenter, unixNow: UInt32(clamping: Int64(Date().timeIntervalSince1970)))
    CommandOutput.out(output.stdout)
    CommandOutput.err(output.stderr)
    exit(output.exitCode)
case .success(.source(let options)):
    let colored = SourceCommand.colors(options.color, stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
                                       noColor: !(environment["NO_COLOR"] ?? "").isEmpty)
    let output = SourceCommand.run(options, colored: colored)
    CommandOutput.outEscaped(output.stdout)
    CommandOutput.err(output.stderr)
    exit(output.exitCode)
case .success(.run(let options)):
    guard let item = MenuRegistry.item(id: options.caseId) else { fail("apiexample: unknown case") }
    if let problem = keyCenter.problems.first { fail("apiexample run: KeyCenter: " + Localizer(.en)(problem)) }
    let configs: Configs
    switch HeadlessRunner.configs(for: options, keyCenter: keyCenter) {
    case .success(let value): configs = value
    case .failure(let failure): fail(failure.message)
    }
    // The screen is drawn for an xterm-like player with 256 colours, or without colour when NO_COLOR asks.
    let cast = options.cast.map { path in
        HeadlessCast(recorder: CastRecorder(file: castFile(path, "apiexample run"),
                                            header: HeadlessCast.header(title: "APIExample: " + item.id, term: "xterm-256color",
                                                                        environment: environment)),
                     width: options.castWidth, height: options.castHeight, language: options.castLanguage,
                     colorMode: noColorEnvironment ? .monochrome : .color)
    }
    /// Closes the recording; exit code 1 when it stopped early.
    @MainActor func finishCast() -> Int32 {
        guard let recorder = cast?.recorder else { return 0 }
        recorder.close()
        guard let failure = recorder.failure else { return 0 }
        CommandOutput.err("apiexample run: " + CastFileError.stopped(failure, path: recorder.path ?? "", Localizer(.en)) + "\n")
        return 1
    }
    if options.virtualTime {
        // The steps keep the main thread busy: signals are heard on a queue of their own and end the run between steps.
        let signals = HeadlessSignals(queue: DispatchQueue(label: "HeadlessSignals"))
        let line = HeadlessRunner.formatter(item, json: options.json, sources: options.sources)
        _ = HeadlessRunner.runVirtual(item, configs: configs, settings: settings, keyCenter: keyCenter,
                                      seconds: options.seconds, controls: options.controls, cast: cast,
                                      onLog: { CommandOutput.out(line($0) + "\n") },
                                      shouldEnd: { signals.signal != nil })
        let castCode = finishCast()
        if let signal = signals.signal { exit(HeadlessSignals.exitCode(signal)) }
        if castCode != 0 { exit(castCode) }
    } else {
        // Headless runs meet other instances only when asked (--cloud or APIEXAMPLE_CLOUD).
        HeadlessRunner.runLive(item, configs: configs, options: options, settings: settings, keyCenter: keyCenter,
                               cloud: cloudEndpoint(options.cloud ?? environmentCloud ?? .off),
                               sound: options.sound ?? environmentSound ?? .off, cast: cast,
                               onEnd: { _ = finishCast() })
    }
case .success(.browse(let options)):
    // The NATS variables are checked before the screen is up, whichever mode the settings pick later.
    if case .failure(let problem) = NatsEnvironment.server(url: "", environment: environment) { fail(problem.message) }
    let noColor = options.noColor || noColorEnvironment
    // Opened before the screen is up, so a refusal is an ordinary message on the shell's terminal.
    let castRecorder = options.cast.map { path in
        CastRecorder(file: castFile(path, "apiexample"),
                     header: HeadlessCast.header(title: "APIExample", term: environment["TERM"] ?? "xterm-256color",
                                                 environment: environment))
    }
    let terminal: NcursesTerminal
    do {
        // Bytes are counted only for the benchmark, which asks for the stats file.
        terminal = try NcursesTerminal(options: TerminalOptions(colorMode: noColor ? .monochrome : .color,
                                                                 mouse: options.mouse && loaded.settings.mouse,
                                                                 countsBytes: environment["APIEXAMPLE_STATS_FILE"] != nil))
    } catch let problem as TerminalPreflightError {
        // The initializer runs the pre-flight checks itself; asking first read the terminfo entry once more.
        fail(problem.description)
    } catch {
        fail("apiexample: \(error)")
    }
    // A Swift trap (SIGILL/SIGTRAP) or a crash signal still leaves the terminal usable.
    TerminalRunLoop.installCrashHandlers()
    let language = options.language ?? loaded.settings.language.flatMap(Language.init(argument:)) ?? .en
    var state = AppState(language: language, showHidden: options.showHidden)
    state.keyCenter = keyCenter
    state.appSettings = loaded.settings
    state.keyEnvironment = environment
    state.settingsPath = store.path
    if options.caseId == nil, let last = loaded.settings.lastCaseId.flatMap(MenuRegistry.item(id:)),
       options.showHidden || !last.hidden {
        state.menu.selectedId = last.id
    }
    // What went wrong with the settings file or KeyCenter's values is shown at once, not discovered at join time.
    state.alert = loaded.warning ?? keyCenter.problems.first.map { SessionNotice("keys.problem", [$0], severity: .error) }
    let app = BrowserApp(state: state, terminal: terminal, store: store,
                         prefersMonochrome: noColor, mouseAllowed: options.mouse, cast: castRecorder, makeContext: { settings, keyCenter in
        var context = SessionContext.live(settings: settings, keyCenter: keyCenter)
        // The command line, then the environment, then the settings row (local unless changed). Nothing is printed
        // over the screen when the rendezvous directory is refused: the session says why in its notice, and goes on
        // on its own.
        let mode = options.cloud ?? environmentCloud ?? (try? CloudMode.parse(settings.cloud).get()) ?? .local
        var refusal: SessionNotice?
        context.cloud = cloudEndpoint(mode, quiet: true, refused: { refusal = $0 })
        context.cloudRefusal = refusal
        // The same order for sound: the command line, the environment, then the settings row (auto unless changed).
        context.sound = options.sound ?? environmentSound ?? SoundMode.parse(settings.sound) ?? .auto
        return context
    })
    if let caseId = options.caseId { app.openCase(caseId) }
    if let drill = CrashDrill(environment: environment) {
        app.run(afterFirstPaint: { drill.crash() })
    }
    app.run()
}
