import AgoraRtcSim
import Testing
@testable import APIExample

/// Every registered case, headless in virtual time: start → join → callbacks → controls → leave → destroy.
@MainActor
@Suite struct CaseSweepTests {
    @Test(arguments: MenuRegistry.allItems.map(\.id))
    func caseRunsItsKeyAPIsAndEndsCleanly(_ id: String) throws {
        let item = try #require(MenuRegistry.item(id: id))
        var called: Set<String> = []
        for variant in [defaults(item), everyToggleOn(item)] {
            let log = run(item, configs: variant)
            let apiLines = log.filter { $0.kind == .api || $0.kind == .error }.map(\.text)
            called.formUnion(apiLines.map { String($0.prefix { $0 != " " }) })
            #expect(log.contains { $0.text.contains("didJoinChannel") }, "\(id) never joined")
            #expect(log.contains { $0.text.hasPrefix("joinChannel(") && $0.text.hasSuffix("→ 0") })
            #expect(log.contains { $0.text.hasPrefix("leaveChannel(") && $0.text.hasSuffix("→ 0") })
            #expect(log.last?.text.hasPrefix("destroy()") == true, "\(id) did not end with destroy")
            #expect(!log.contains { $0.kind == .error }, "\(id) logged an error: \(log.filter { $0.kind == .error }.map(\.text))")
        }
        for api in item.keyAPIs {
            #expect(called.contains(api), "\(id) never called its key API \(api)")
        }
    }

    private func run(_ item: MenuItem, configs: Configs) -> [LogEntry] {
        let clock = AgoraSimVirtualClock()
        let session = item.makeMain(configs, .virtual(clock: clock))
        session.start()
        clock.advance(by: 4)
        #expect(session.status.isJoined)
        #expect(session.tiles.first?.isLocal == true)
        #expect(session.tiles.count >= 2, "remote users should have tiles")
        // Controls are looked up afresh each time: turning one on can enable the next (in-ear volume).
        for id in session.controls.map(\.id) {
            guard let control = session.controls.first(where: { $0.id == id }), control.isEnabled else { continue }
            if case .slider = control.kind { session.perform(id, .decrement) } else { session.perform(id, .activate) }
            clock.advance(by: 0.5)
        }
        clock.advance(by: 2)
        session.stop()
        #expect(session.engine == nil)
        let linesAtStop = session.log.entries.count
        clock.advance(by: 5)
        #expect(session.log.entries.count == linesAtStop, "the engine kept talking after destroy")
        return session.log.entries
    }

    private func defaults(_ item: MenuItem) -> Configs {
        let values = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue) })
        return (try? FieldValidator.configs(fields: item.fields, values: values).get()) ?? [:]
    }

    private func everyToggleOn(_ item: MenuItem) -> Configs {
        var configs = defaults(item)
        for field in item.fields where field.kind == .toggle { configs[field.id] = .bool(true) }
        return configs
    }
}
