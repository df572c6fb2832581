import AgoraRtcSim
import APIExample
import ExampleBrowser
import Foundation
import Testing
import TestSupport

/// Every registered case's headless trace (`run <case> --virtual-time --json`) with the fixed seed and a script
/// that works each of its controls twice, kept byte-identical with `__Goldens__/<case>.jsonl`. The engine's
/// refactor into components (issue 31) must not change what any case calls or hears; a trace that changes for a
/// reason (a bug found) is rewritten with `UPDATE_GOLDENS=1 swift test --filter GoldenTraceTests` and the commit
/// says why.
@MainActor
@Suite struct GoldenTraceTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__")

    @Test(arguments: MenuRegistry.allItems.map(\.id))
    func traceIsUnchanged(_ id: String) throws {
        let actual = try Self.trace(id)
        let file = Self.directory.appendingPathComponent(id + ".jsonl")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("No golden trace \(file.lastPathComponent); run UPDATE_GOLDENS=1 swift test --filter GoldenTraceTests")
            return
        }
        guard expected != actual else { return }
        let old = expected.split(separator: "\n"), new = actual.split(separator: "\n")
        let first = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        let golden = first < old.count ? String(old[first]) : "<end>"
        let traced = first < new.count ? String(new[first]) : "<end>"
        Issue.record("\(id)'s trace differs from line \(first + 1) (\(old.count) lines golden, \(new.count) now):\n- \(golden)\n+ \(traced)")
    }

    /// The run: defaults, every directory field in a scratch folder (named `<scratch>` in the trace), the controls
    /// from 3 s on, 0.4 s apart, then a second pass that puts them back; paths of the checkout are left out.
    static func trace(_ id: String) throws -> String {
        let item = try CaseRun.item(id)
        let scratch = try ScratchDirectory(prefix: "apiexample-golden-\(id)")
        defer { scratch.remove() }
        var overrides: Configs = [:]
        for field in item.fields where field.kind == .text(.directory) { overrides[field.id] = .string(scratch.path) }
        let configs = try CaseRun.configs(id, overrides)
        let (controls, end) = try script(item)
        let entries = HeadlessRunner.runVirtual(item, configs: configs, settings: GlobalSettings(), seconds: end + 3,
                                                controls: controls)
        let line = HeadlessRunner.formatter(item, json: true, sources: false)
        return entries.map { line($0) + "\n" }.joined()
            .replacingOccurrences(of: scratch.path, with: "<scratch>")
            .replacing(builtFile) { "<build>/" + $0.output.1 }
    }

    /// A file of the build's own (the resource bundle's sample media, the extension plugin) is named by the path of
    /// the checkout and the build's scratch directory: the trace keeps what follows them.
    static let builtFile = #/(?:/[^"\s/]+)+/(APIExampleTerminal_APIExample\.resources/|lib[A-Za-z]+\.so)/#

    static func script(_ item: MenuItem) throws -> ([ScheduledControl], Double) {
        var specs: [String] = []
        var at = 3.0
        func add(_ spec: String) {
            specs.append(spec + "@" + String(format: "%.1f", at))
            at += 0.4
        }
        for pass in 0..<2 {
            for control in item.controls {
                switch control.kind {
                case .toggle, .action:
                    add(control.id)
                case .slider(let value, let range, _):
                    if range.lowerBound == range.upperBound { continue }
                    add("\(control.id)=\(pass == 0 ? (value == range.upperBound ? range.lowerBound : range.upperBound) : value)")
                case .choice(let options, let selected):
                    if pass == 0 {
                        for option in options where option.value != selected { add("\(control.id)=\(option.value)") }
                    } else {
                        add("\(control.id)=\(selected)")
                    }
                case .text:
                    add("\(control.id)=golden \(pass)")
                }
            }
        }
        let controls = try specs.map { spec in
            try ScheduledControl.parse(spec, caseId: item.id, controls: item.controls).get()
        }
        return (controls, at)
    }
}
