import AgoraRtcSim
import Foundation
import Testing
@testable import APIExample

/// Every registered case, headless in virtual time: start → join → callbacks → controls → leave → destroy.
@MainActor
@Suite struct CaseSweepTests {
    /// A project with an App Certificate and short-lived tokens, so every case also goes through the token
    /// service, `tokenPrivilegeWillExpire` and `renewToken`.
    static let certified = KeyCenter(appId: "970CA35de60c44645bbae8a215061b33",
                                     appCertificate: "5CFd2fd1755d40ecb72977518be15d3b")

    @Test(arguments: MenuRegistry.allItems.map(\.id))
    func caseRunsItsKeyAPIsAndEndsCleanly(_ id: String) throws {
        let item = try #require(MenuRegistry.item(id: id))
        var called: Set<String> = []
        let variants: [(Configs, KeyCenter, Double)] = [
            (defaults(item, KeyCenter()), KeyCenter(), 4),
            (everyToggleOn(item, KeyCenter()), KeyCenter(), 4),
            (everyOptionalFilled(item, Self.certified), Self.certified, 75),
        ]
        // What a case writes (recordings) goes to a scratch directory, removed afterwards.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("apiexample-sweep-\(id)-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for (var variant, keys, seconds) in variants {
            for field in item.fields where field.kind == .text(.directory) { variant[field.id] = .string(scratch) }
            let log = run(item, configs: variant, keyCenter: keys, seconds: seconds)
            let lines = log.filter { $0.kind != .app }.map { $0.text.hasPrefix("← ") ? String($0.text.dropFirst(2)) : $0.text }
            called.formUnion(lines.map { String($0.prefix { $0 != " " }) })
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

    private func run(_ item: MenuItem, configs: Configs, keyCenter: KeyCenter, seconds: Double) -> [LogEntry] {
        let clock = AgoraSimVirtualClock()
        var settings = GlobalSettings()
        settings.tokenExpireSeconds = 60
        let session = item.makeMain(configs, .virtual(settings: settings, keyCenter: keyCenter, clock: clock))
        session.start()
        clock.advance(by: seconds)
        if keyCenter.hasCertificate {
            #expect(session.log.entries.contains { $0.key == "token.log.renewed" }, "\(item.id) did not renew its token")
            #expect(session.status.connectionState == .connected)
        }
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

    private func defaults(_ item: MenuItem, _ keyCenter: KeyCenter) -> Configs {
        let values = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue(keyCenter: keyCenter)) })
        let configs = FieldValidator.configs(fields: item.fields, values: values)
        #expect((try? configs.get()) != nil, "\(item.id)'s defaults do not validate")
        return (try? configs.get()) ?? [:]
    }

    private func everyOptionalFilled(_ item: MenuItem, _ keyCenter: KeyCenter) -> Configs {
        var configs = defaults(item, keyCenter)
        for field in item.fields where field.kind == .text(.userAccount) { configs[field.id] = .string("sweep user") }
        return configs
    }

    private func everyToggleOn(_ item: MenuItem, _ keyCenter: KeyCenter) -> Configs {
        var configs = defaults(item, keyCenter)
        for field in item.fields where field.kind == .toggle { configs[field.id] = .bool(true) }
        return configs
    }
}
