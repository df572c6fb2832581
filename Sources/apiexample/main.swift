import APIExample
import ExampleBrowser
import Foundation
import TerminalKit

let environment = ProcessInfo.processInfo.environment
let settings = GlobalSettings()
let keyCenter = KeyCenter.fromEnvironment(environment)

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
case .success(.run(let options)):
    guard let item = MenuRegistry.item(id: options.caseId) else { fail("apiexample: unknown case") }
    let configs: Configs
    switch HeadlessRunner.configs(for: options) {
    case .success(let value): configs = value
    case .failure(let failure): fail(failure.message)
    }
    if options.virtualTime {
        for entry in HeadlessRunner.runVirtual(item, configs: configs, settings: settings, seconds: options.seconds) {
            print(HeadlessRunner.format(entry, json: options.json))
        }
    } else {
        HeadlessRunner.runLive(item, configs: configs, options: options, settings: settings, keyCenter: keyCenter)
    }
case .success(.browse(let options)):
    if let problem = NcursesTerminal.preflight() { fail(problem.description) }
    let noColor = options.noColor || !(environment["NO_COLOR"] ?? "").isEmpty
    let terminal: NcursesTerminal
    do {
        terminal = try NcursesTerminal(options: TerminalOptions(colorMode: noColor ? .monochrome : .color))
    } catch {
        fail("apiexample: \(error)")
    }
    // A Swift trap (SIGILL/SIGTRAP) or a crash signal still leaves the terminal usable.
    TerminalRunLoop.installCrashHandlers(restore: {})
    let state = AppState(language: options.language, showHidden: options.showHidden)
    let app = BrowserApp(state: state, terminal: terminal, settings: settings, keyCenter: keyCenter)
    if let caseId = options.caseId { app.openCase(caseId) }
    app.run()
}
