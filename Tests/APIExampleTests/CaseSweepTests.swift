import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// Every registered case, headless in virtual time: start → join → callbacks → controls → leave → destroy.
@MainActor
@Suite struct CaseSweepTests {
    @Test(arguments: MenuRegistry.allItems.map(\.id))
    func caseRunsItsKeyAPIsAndEndsCleanly(_ id: String) throws {
        let item = try CaseRun.item(id)
        for keys in [KeyCenter(), TestProject.certified] {
            #expect((try? CaseRun.configs(id, keyCenter: keys)) != nil, "\(id)'s defaults do not validate")
        }
        var called: Set<String> = []
        // The SDK calls the case's own files made (their site is in the case's folder): not the shell's (BaseSession's
        // leave and destroy, token renewal), nor those the engine makes of itself (no site).
        var made: Set<String> = []
        // Configs set over the defaults; the certified project also goes through the token service,
        // `tokenPrivilegeWillExpire` and `renewToken`, with short-lived tokens.
        let variants: [(Configs, KeyCenter, Double)] = [
            ([:], KeyCenter(), 4),
            (everyToggleOn(item), KeyCenter(), 4),
            (everyOptionalFilled(item), TestProject.certified, 40),
        ]
        // What a case writes (recordings) goes to a scratch directory, removed afterwards.
        let scratch = try ScratchDirectory(prefix: "apiexample-sweep-\(id)")
        defer { scratch.remove() }
        for (var variant, keys, seconds) in variants {
            for field in item.fields where field.kind == .text(.directory) { variant[field.id] = .string(scratch.path) }
            let log = try run(id, variant, keyCenter: keys, seconds: seconds)
            called.formUnion(log.compactMap { $0.event?.kind == .simulation ? nil : $0.event?.name })
            made.formUnion(log.compactMap(\.event).filter {
                $0.kind == .apiCall && $0.site?.path.hasPrefix(item.path + "/") == true
            }.map(\.name))
            if CaseRun.withoutEngine.contains(id) {
                #expect(!log.contains { $0.kind == .api || $0.kind == .callback || $0.kind == .error },
                        "\(id) talked to an engine: \(log.map(\.text))")
                continue
            }
            if CaseRun.testsWithoutJoining.contains(id) {
                #expect(!log.contains { $0.event?.method == "joinChannel" }, "\(id) joined a channel")
                #expect(log.last?.event?.method == "destroy", "\(id) did not end with destroy")
                #expect(!log.contains { $0.kind == .error }, "\(id) logged an error: \(log.filter { $0.kind == .error }.map(\.text))")
                continue
            }
            if CaseRun.playsWithoutJoining.contains(id) {
                let played = TraceMatch.callback("onStateChanged", startingWith: "old: .openCompleted, new: .playing")
                #expect(log.contains { $0.event.map(played.matches) == true },
                        "\(id) never played")
                #expect(log.last?.event?.method == "destroy", "\(id) did not end with destroy")
                #expect(!log.contains { $0.kind == .error }, "\(id) logged an error: \(log.filter { $0.kind == .error }.map(\.text))")
                continue
            }
            #expect(log.contains { $0.event?.name == "rtcEngine(_:didJoinChannel:withUid:elapsed:)" }, "\(id) never joined")
            let ex = CaseRun.joinsWithJoinChannelEx.contains(id) ? "Ex" : ""
            let calls = log.compactMap(\.event).filter { $0.kind == .apiCall }
            #expect(calls.contains { $0.method == "joinChannel\(ex)" && $0.result == 0 })
            #expect(calls.contains { $0.method == "leaveChannel\(ex)" && $0.result == 0 })
            #expect(log.last?.event?.method == "destroy", "\(id) did not end with destroy")
            #expect(!log.contains { $0.kind == .error }, "\(id) logged an error: \(log.filter { $0.kind == .error }.map(\.text))")
        }
        for api in item.keyAPIs {
            #expect(called.contains(api), "\(id) never called its key API \(api)")
        }
        let unlisted = made.subtracting(item.keyAPIs).subtracting(KeyAPIPlumbing.calls)
        #expect(unlisted.isEmpty, "\(id) calls \(unlisted.sorted()) without listing them in its Key APIs")
    }

    private func run(_ id: String, _ overrides: Configs, keyCenter: KeyCenter, seconds: Double) throws -> [LogEntry] {
        var settings = GlobalSettings()
        // Shorter than Settings allows (60 s at least): tokenPrivilegeWillExpire comes 30 s before expiry, so at 5 s,
        // and the certified run outlives the first token, in 40 s of virtual time rather than 75 (the sweep is the
        // longest test, under ThreadSanitizer most of all).
        settings.tokenExpireSeconds = 35
        if let users = CaseRun.sweepRemoteUsers[id] { settings.remoteUserCount = users }
        // A project with every licence a case asks for (FaceCapture's), so the gated calls run too.
        var keyCenter = keyCenter
        keyCenter.faceCaptureLicense = "sweep-face-capture-licence"
        let run = try CaseRun(id, overrides, settings: settings, keyCenter: keyCenter)
        let (session, clock) = (run.session, run.clock)
        // A question the case asks first (ThirdBeautify's vendor sheet, LocalCompositeGraph's system sheet) is
        // answered as a user would.
        if session.prompt?.control != nil { session.answerPrompt(granted: true) }
        clock.advance(by: seconds)
        let joins = !CaseRun.playsWithoutJoining.contains(id) && !CaseRun.testsWithoutJoining.contains(id)
            && !CaseRun.withoutEngine.contains(id)
        if keyCenter.hasCertificate && joins {
            #expect(session.log.entries.contains { $0.key == "token.log.renewed" }, "\(id) did not renew its token")
            #expect(session.status.connectionState == .connected)
        }
        if joins {
            #expect(session.status.isJoined)
            #expect(session.tiles.first?.isLocal == true || CaseRun.joinsWithJoinChannelEx.contains(id))
            // A case without a local user (joinsWithJoinChannelEx) has only the remote ones.
            let local = CaseRun.joinsWithJoinChannelEx.contains(id) ? 0 : 1
            let remote = CaseRun.remoteTilesOnRequest.contains(id) || CaseRun.localTileOnly.contains(id) ? 0 : 1
            #expect(session.tiles.count >= local + remote, "remote users should have tiles")
        } else if CaseRun.playsWithoutJoining.contains(id) {
            #expect(session.tiles.first?.latestFrame != nil, "the player's tile should show the stream")
        }
        var switchesAtStart: [String: Bool] = [:]
        for control in session.controls { if case .toggle(let on) = control.kind { switchesAtStart[control.id] = on } }
        // Controls are looked up afresh each time: turning one on can enable the next (in-ear volume).
        for id in session.controls.map(\.id) {
            guard let control = session.controls.first(where: { $0.id == id }), control.isEnabled else { continue }
            switch control.kind {
            case .slider: session.perform(id, .decrement)
            // An empty line (a relay channel, a message) is typed in, so what it feeds runs too.
            case .text(""): session.set(id, .text("sweep"))
            default: session.perform(id, .activate)
            }
            // A control that asks a question (JoinMultiChannel's leave) is answered as a user would.
            if session.prompt?.control != nil { session.answerPrompt(granted: true) }
            clock.advance(by: 0.5)
        }
        // Switches go back as they were, so what a case does on the way back runs too (LiveStreaming's
        // clearVideoWatermarks); last first, as a later switch (the role) can disable an earlier one.
        for id in session.controls.map(\.id).reversed() {
            guard let control = session.controls.first(where: { $0.id == id }), control.isEnabled,
                  case .toggle(let on) = control.kind, let was = switchesAtStart[id], on != was else { continue }
            session.perform(id, .activate)
            if session.prompt?.control != nil { session.answerPrompt(granted: true) }
            clock.advance(by: 0.5)
        }
        // A pre-call test's probe reports 30 s after its button.
        clock.advance(by: CaseRun.testsWithoutJoining.contains(id) ? 31 : 2)
        session.stop()
        #expect(session.engine == nil)
        let linesAtStop = session.log.entries.count
        clock.advance(by: 5)
        #expect(session.log.entries.count == linesAtStop, "the engine kept talking after destroy")
        return session.log.entries
    }

    private func everyOptionalFilled(_ item: MenuItem) -> Configs {
        var configs: Configs = [:]
        for field in item.fields where field.kind == .text(.userAccount) { configs[field.id] = .string("sweep user") }
        return configs
    }

    private func everyToggleOn(_ item: MenuItem) -> Configs {
        var configs: Configs = [:]
        for field in item.fields where field.kind == .toggle { configs[field.id] = .bool(true) }
        return configs
    }
}
