import Testing
@testable import AgoraRtcSim

@Suite struct UserAccountTests {
    private func uid(in event: String?) -> UInt? {
        event.flatMap { UInt($0.split(separator: " ").last ?? "") }
    }

    @Test func registeringMapsTheAccountToAStableSeededUid() {
        func registeredUid(seed: UInt64) -> UInt? {
            let sim = SimHarness(seed: seed, remotes: 0)
            #expect(sim.engine.registerLocalUserAccount("alice", appId: "sim-app") == 0)
            #expect(sim.recorder.events.isEmpty, "the confirmation is asynchronous")
            sim.advance(0)
            #expect(sim.engine.registerLocalUserAccount("alice", appId: "sim-app") == 0)
            sim.advance(0)
            let events = sim.recorder.events.filter { $0.hasPrefix("registered alice ") }
            #expect(events.count == 2 && events[0] == events[1], "re-registering keeps the uid")
            return uid(in: events.first)
        }
        let first = registeredUid(seed: 3)
        #expect(first != nil && first != 0)
        #expect(registeredUid(seed: 3) == first)
        #expect(registeredUid(seed: 4) != first)
    }

    @Test func getUserInfoFindsRegisteredAccountsBothWays() {
        let sim = SimHarness(remotes: 0)
        sim.engine.registerLocalUserAccount("alice", appId: "sim-app")
        sim.advance(0)
        let registered = uid(in: sim.recorder.events.first) ?? 0
        var error = AgoraErrorCode.failed
        let byAccount = sim.engine.getUserInfo(byUserAccount: "alice", withError: &error)
        #expect(byAccount == AgoraUserInfo(uid: registered, userAccount: "alice"))
        #expect(error == .noError)
        #expect(sim.engine.getUserInfo(byUid: registered, withError: nil)?.userAccount == "alice")
        #expect(sim.engine.getUserInfo(byUserAccount: "nobody", withError: &error) == nil)
        #expect(error == .invalidArgument)
        #expect(sim.engine.getUserInfo(byUid: 12, withError: &error) == nil)
        #expect(error == .invalidArgument)
        sim.destroy()
        #expect(sim.engine.getUserInfo(byUserAccount: "alice", withError: &error) == nil)
        #expect(error == .notInitialized)
    }

    @Test func accountRulesLengthAndCharacters() {
        let sim = SimHarness(remotes: 0)
        let engine = sim.engine
        #expect(engine.registerLocalUserAccount("", appId: "sim-app") == -134, "empty is an invalid account (no -2 in the docs)")
        #expect(engine.registerLocalUserAccount(String(repeating: "a", count: 256), appId: "sim-app") == -134)
        #expect(engine.registerLocalUserAccount("bad/name", appId: "sim-app") == -134)
        #expect(engine.registerLocalUserAccount("名字", appId: "sim-app") == -134)
        #expect(engine.registerLocalUserAccount(String(repeating: "a", count: 255), appId: "sim-app") == 0)
        #expect(engine.registerLocalUserAccount("Jane Doe!#$%&()+-:;<=.>?@[]^_{}|~,", appId: "sim-app") == 0)
        let join = { (account: String, channel: String) in
            engine.joinChannel(byUserAccount: account, token: nil, channelId: channel, mediaOptions: .init(), joinSuccess: nil)
        }
        #expect(join("", "demo") == -134)
        #expect(join("bad/name", "demo") == -134)
        #expect(join("ok", "") == -5)
        #expect(join("ok", "bad/name") == -102)
        #expect(join("ok", "demo") == 0)
        #expect(join("ok", "demo") == -17)
        sim.destroy()
        #expect(engine.registerLocalUserAccount("ok", appId: "sim-app") == -7)
        #expect(join("ok", "demo") == -7)
    }

    @Test func joiningByAccountRegistersAfterJoinSuccess() {
        let sim = SimHarness(remotes: 0)
        let box = TraceLog()
        let code = sim.engine.joinChannel(byUserAccount: "bob", token: nil, channelId: "demo", mediaOptions: .init()) {
            box.append(AgoraSimTraceEvent(timeMs: $2, kind: .callback, name: $0, detail: "\($1)", result: nil, isPeriodic: false))
        }
        #expect(code == 0)
        sim.advance(1)
        let events = sim.recorder.events
        let joinIndex = events.firstIndex { $0.hasPrefix("join demo ") } ?? -1
        let registerIndex = events.firstIndex { $0.hasPrefix("registered bob ") } ?? -1
        #expect(joinIndex >= 0 && registerIndex > joinIndex)
        let joinedUid = UInt(events[max(0, joinIndex)].split(separator: " ")[2])
        #expect(uid(in: events[max(0, registerIndex)]) == joinedUid)
        #expect(box.events.first?.detail == joinedUid.map { "\($0)" })
        #expect(sim.engine.getUserInfo(byUserAccount: "bob", withError: nil)?.uid == joinedUid)
    }

    @Test func joiningWithARegisteredAccountUsesItsUidAndDoesNotRegisterAgain() {
        let sim = SimHarness(remotes: 0)
        sim.engine.registerLocalUserAccount("carol", appId: "sim-app")
        sim.advance(0)
        let registered = uid(in: sim.recorder.events.first)
        sim.engine.joinChannel(byUserAccount: "carol", token: nil, channelId: "demo", mediaOptions: .init(), joinSuccess: nil)
        sim.advance(1)
        #expect(sim.recorder.count("registered") == 1)
        let join = sim.recorder.events.first { $0.hasPrefix("join demo ") }
        #expect(join.map { UInt($0.split(separator: " ")[2]) } == registered)
    }

    @Test func remoteUsersReportTheirAccountsAfterDidJoinedWhenJoinedByAccount() {
        let sim = SimHarness(remotes: 2)
        sim.engine.setClientRole(.broadcaster)
        sim.engine.joinChannel(byUserAccount: "dave", token: nil, channelId: "demo", mediaOptions: .init(), joinSuccess: nil)
        sim.advance(4)
        let events = sim.recorder.events
        let joined = events.enumerated().filter { $0.element.hasPrefix("joined ") }
        #expect(joined.count == 2)
        for (index, event) in joined {
            let remote = UInt(event.split(separator: " ")[1]) ?? 0
            #expect(events[index + 1] == "userInfo \(remote) user-\(remote) \(remote)", "userInfo follows didJoinedOfUid")
            #expect(sim.engine.getUserInfo(byUid: remote, withError: nil)?.userAccount == "user-\(remote)")
            #expect(sim.engine.getUserInfo(byUserAccount: "user-\(remote)", withError: nil)?.uid == remote)
        }
    }

    @Test func aUidJoinExchangesNoAccounts() {
        let sim = SimHarness(remotes: 2)
        sim.joinAsBroadcaster()
        sim.advance(4)
        #expect(sim.recorder.count("joined") == 2)
        #expect(sim.recorder.count("userInfo") == 0)
        let remote = sim.engine.lock.locked { sim.engine.state[.main].remotes.first?.uid } ?? 0
        var error = AgoraErrorCode.noError
        #expect(sim.engine.getUserInfo(byUid: remote, withError: &error) == nil)
        #expect(error == .invalidArgument)
    }

    @Test func accountJoinTracesNoToken() {
        let sim = SimHarness(remotes: 0)
        sim.engine.joinChannel(byUserAccount: "erin", token: "007-secret-token", channelId: "demo",
                               mediaOptions: .init(), joinSuccess: nil)
        sim.advance(1)
        let call = sim.trace.events.first { $0.name == "joinChannel(byUserAccount:token:channelId:mediaOptions:joinSuccess:)" }
        #expect(call?.detail.contains("token: <token>") == true)
        #expect(call?.detail.contains("\"erin\"") == true)
        #expect(sim.trace.events.allSatisfy { !$0.description.contains("secret") })
    }
}
