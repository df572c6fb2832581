import APIExample
import ExampleBrowser
import Foundation
import TerminalKit

let environment = EnvironmentVariables.process
let store = SettingsStore(environment: environment)
let loaded = store.load()
let settings = loaded.settings.global
let keyCenter = KeyCenter.resolve(environment: environment, settings: loaded.settings)

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

switch CommandLineParser.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let failure):
    fail(failure.message)
case .success(.help):
    print(CommandLineParser.usage)
case .success(.version):
    print("apiexample \(AppVersion.string) (simulated engine \(AppVersion.engine))")
case .success(.list(let json, let showHidden)):
    print(CaseList.render(json: json, showHidden: showHidden))
case .success(.token(let options)):
    let output = TokenCommand.run(options, keyCenter: keyCenter, unixNow: UInt32(clamping: Int64(Date().timeIntervalSince1970)))
    FileHandle.standardOutput.write(Data(output.stdout.utf8))
    FileHandle.standardError.write(Data(output.stderr.utf8))
    exit(output.exitCode)
case .success(.run(let options)):
    guard let item = MenuRegistry.item(id: options.caseId) else { fail("apiexample: unknown case") }
    if let problem = keyCenter.problems.first { fail("apiexample run: KeyCenter: " + Localizer(.en)(problem)) }
    let configs: Configs
    switch HeadlessRunner.configs(for: options, keyCenter: keyCenter) {
    case .success(let value): configs = value
    case .failure(let failure): fail(failure.message)
    }
    if options.virtualTime {
        for entry in HeadlessRunner.runVirtual(item, configs: configs, settings: settings, keyCenter: keyCenter,
                                                       seconds: options.seconds, controls: options.controls) {
            print(HeadlessRunner.format(entry, json: options.json))
        }
    } else {
        HeadlessRunner.runLive(item, configs: configs, options: options, settings: settings, keyCenter: keyCenter)
    }
case .success(.browse(let options)):
    let noColor = options.noColor || !(environment["NO_COLOR"] ?? "").isEmpty
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
    TerminalRunLoop.installCrashHandlers(restore: {})
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
    let app = BrowserApp(state: state, terminal: terminal, settings: settings, keyCenter: keyCenter, store: store,
                         prefersMonochrome: noColor, mouseAllowed: options.mouse)
    if let caseId = options.caseId { app.openCase(caseId) }
    app.run()
}
