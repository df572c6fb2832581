import Foundation
import Testing
@testable import AgoraRtcSim

/// The one timer that drives every video loop: each user still gets its own frame rate, loops end with their
/// user, view or video, and the clock holds one timer for them however many users there are.
@Suite struct FramePacerTests {
    private func decodingUsers(_ sim: SimHarness) -> [SimRemoteUser] {
        sim.engine.lock.locked { sim.engine.state[.main].remotes.filter { $0.videoState == .decoding } }
    }

    private func remoteLoopUids(_ sim: SimHarness) -> Set<UInt> {
        sim.engine.lock.locked {
            Set(sim.engine.state.video.pacer.loops.compactMap { loop -> UInt? in
                if case .remote(_, let uid) = loop.subject { return uid }
                return nil
            })
        }
    }

    private func bindViews(_ sim: SimHarness, _ users: [SimRemoteUser]) -> [UInt: AgoraVideoView] {
        var views: [UInt: AgoraVideoView] = [:]
        for user in users {
            let view = AgoraVideoView()
            views[user.uid] = view
            sim.engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: user.uid, view: view, renderMode: .hidden))
        }
        return views
    }

    @Test func everyUserGetsItsOwnFrameRate() {
        let sim = SimHarness(remotes: 16)
        sim.joinAsBroadcaster()
        sim.advance(5)
        let users = decodingUsers(sim)
        #expect(users.count >= 10)
        #expect(Set(users.map(\.fps)).isSuperset(of: [15, 30]), "the seed gives both common rates")
        let views = bindViews(sim, users)
        sim.advance(0)
        let start = views.mapValues(\.renderedFrames)
        sim.advance(10)
        for user in users {
            let frames = (views[user.uid]?.renderedFrames ?? 0) - (start[user.uid] ?? 0)
            #expect(abs(frames - user.fps * 10) <= 1, "uid \(user.uid) at \(user.fps) fps: \(frames) frames in 10 s")
        }
    }

    @Test func theCameraKeepsItsRateOnAndOffTheGrid() {
        for rate in [AgoraVideoFrameRate.fps15, .fps24, .fps30, .fps60] {
            let sim = SimHarness(remotes: 0)
            let view = AgoraVideoView()
            sim.engine.enableVideo()
            sim.engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
                size: CGSize(width: 640, height: 360), frameRate: rate, bitrate: 0,
                orientationMode: .adaptative, mirrorMode: .auto))
            sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(uid: 0, view: view, renderMode: .hidden))
            sim.engine.startPreview()
            sim.advance(0.5)
            let start = view.renderedFrames
            sim.advance(4)
            #expect(abs(view.renderedFrames - start - rate.rawValue * 4) <= 1, "\(rate)")
        }
    }

    @Test func aFirstFrameComesAtOnceStampedWithItsTime() throws {
        let sim = SimHarness(remotes: 3)
        sim.join()
        let bound = sim.bindRemoteViews(after: 5)
        #expect(!bound.isEmpty)
        // A user whose view was bound before decoding began: its first frame comes with the decoding callback.
        let decoding = "rtcEngine(_:remoteVideoStateChangedOfUid:state:reason:elapsed:)"
        let first = "rtcEngine(_:firstRemoteVideoFrameOfUid:size:elapsed:)"
        var checked = 0
        for uid in bound.keys {
            guard let decoded = sim.trace.events.first(where: { $0.name == decoding && $0.detail.contains("uid: \(uid),")
                && $0.detail.contains("state: .decoding") }) else { continue }
            let rendered = sim.trace.events.first { $0.name == first && $0.detail.contains("uid: \(uid),") }
            #expect(decoded.timeMs == rendered?.timeMs, "uid \(uid)")
            checked += 1
        }
        #expect(checked > 0)
        // A view bound again later, off the grid: its first frame is drawn at that instant, not at the next step.
        let uid = try #require(decodingUsers(sim).first?.uid)
        sim.engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
        sim.advance(1.0123)
        let view = AgoraVideoView()
        sim.engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: view, renderMode: .hidden))
        sim.advance(0)
        #expect(view.renderedFrames == 1)
        #expect(view.latestFrame?.timestampMs == sim.engine.nowMs)
    }

    @Test func loopsEndWithTheirViewTheirUserAndVideo() throws {
        let sim = SimHarness(remotes: 3, behavior: .churn)
        sim.join()
        let views = sim.bindRemoteViews(after: 5)
        #expect(remoteLoopUids(sim) == Set(decodingUsers(sim).map(\.uid)))
        #expect(remoteLoopUids(sim).count == views.count)

        let unbound = try #require(views.keys.sorted().first)
        sim.engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: unbound, view: nil))
        sim.advance(0.1)
        #expect(!remoteLoopUids(sim).contains(unbound), "unbinding the view ends the loop at its next frame")
        let frozen = views[unbound]?.renderedFrames
        sim.advance(1)
        #expect(views[unbound]?.renderedFrames == frozen)

        // Churning users stay at least 8 s; wait for one to leave.
        var left: UInt?
        for _ in 0..<300 where left == nil {
            let seen = sim.recorder.events.count
            sim.advance(0.1)
            left = sim.recorder.events.dropFirst(seen).first { $0.hasPrefix("offline ") }
                .flatMap { UInt($0.split(separator: " ")[1]) }
        }
        let leaver = try #require(left)
        #expect(!remoteLoopUids(sim).contains(leaver), "a user who left has no loop")
        let lastFrames = views[leaver]?.renderedFrames
        sim.advance(1)
        #expect(views[leaver]?.renderedFrames == lastFrames, "nor frames (it comes back after 3 s at the earliest)")

        sim.engine.disableVideo()
        sim.advance(0.1)
        #expect(sim.engine.lock.locked { sim.engine.state.video.pacer.loops.isEmpty }, "no video, no loop (camera too)")
        let counts = views.mapValues(\.renderedFrames)
        sim.advance(1)
        #expect(views.mapValues(\.renderedFrames) == counts)
    }

    @Test func oneClockTimerForEveryUser() {
        // Same seed, same session: one binds a view to every user, the other none. Frame drops are not drawn from
        // the engine's random stream, so both schedule the same other timers; the views add loops, not timers.
        let watched = SimHarness(remotes: 16)
        let unwatched = SimHarness(remotes: 16)
        for sim in [watched, unwatched] {
            sim.joinAsBroadcaster()
            sim.advance(5)
        }
        let users = decodingUsers(watched)
        _ = bindViews(watched, users)
        watched.advance(0)
        #expect(watched.engine.lock.locked { watched.engine.state.video.pacer.loops.count } == users.count + 1,
                "every user's loop and the camera's")
        for _ in 0..<20 {
            watched.advance(0.25)
            unwatched.advance(0.25)
            let extra = watched.clock.pendingTimerCount - unwatched.clock.pendingTimerCount
            #expect((0...1).contains(extra), "\(users.count) users' frames cost \(extra) more timers")
        }
    }

    @Test func aDestroyedEngineLeavesNoTimers() {
        let sim = SimHarness(remotes: 8)
        sim.join()
        let views = sim.bindRemoteViews(after: 5)
        #expect(views.values.contains { $0.renderedFrames > 0 })
        sim.destroy()
        let counts = views.mapValues(\.renderedFrames)
        sim.advance(0.1)
        #expect(views.mapValues(\.renderedFrames) == counts)
        // Longer timers of the session (a rejoin, a stats report) were already pending: they fire once, idle.
        sim.advance(60)
        #expect(sim.clock.pendingTimerCount == 0)
        #expect(views.mapValues(\.renderedFrames) == counts)
    }

    // MARK: the bookkeeping alone

    @Test func aFirstFrameIsExactLaterOnesWaitForTheGrid() throws {
        var pacer = SimFramePacer()
        let render = SimScope().token
        pacer.start(.camera, render: render, due: 0.01)
        let timer = pacer.arm(now: 0)
        let armed = try #require(timer)
        #expect(abs(armed.delay - 0.01) < 1e-9)
        let rearmed = pacer.arm(now: 0)
        #expect(rearmed == nil, "the pending timer already fires in time")
        let ticked = pacer.beginTick(generation: armed.generation, now: 0.01)
        let due = try #require(ticked)
        #expect(due.count == 1)
        pacer.resume(due[0], interval: 1.0 / 15, now: 0.01)
        pacer.endTick()
        let nextTimer = pacer.arm(now: 0.01)
        let next = try #require(nextTimer)
        #expect(abs(next.delay - (0.1 - 0.01)) < 1e-9, "due at 0.0767, rounded up to the 1/30 s grid")
        #expect(abs((pacer.loops.first?.due ?? 0) - (0.01 + 1.0 / 15)) < 1e-9, "the due time itself is not rounded")
    }

    @Test func onlyTheNewestTimerActsAndTiesGoInStartOrder() throws {
        var pacer = SimFramePacer()
        let session = SimScope().token
        pacer.start(.remote(session: session, uid: 2), render: SimScope().token, due: 0.5)
        let lateTimer = pacer.arm(now: 0)
        let late = try #require(lateTimer)
        pacer.start(.remote(session: session, uid: 1), render: SimScope().token, due: 0.2)
        pacer.start(.camera, render: SimScope().token, due: 0.2)
        let earlyTimer = pacer.arm(now: 0)
        let early = try #require(earlyTimer, "a sooner loop re-arms")
        #expect(early.generation != late.generation)
        let stale = pacer.beginTick(generation: late.generation, now: 0.5)
        #expect(stale == nil, "the replaced timer does nothing")
        let ticked = pacer.beginTick(generation: early.generation, now: 0.5)
        let due = try #require(ticked)
        #expect(due.map(\.subject) == [.remote(session: session, uid: 1), .camera, .remote(session: session, uid: 2)])
    }

    @Test func aLoopFarBehindRebasesOnNow() throws {
        var pacer = SimFramePacer()
        pacer.start(.camera, render: SimScope().token, due: 1)
        let timer = pacer.arm(now: 0)
        let armed = try #require(timer)
        let ticked = pacer.beginTick(generation: armed.generation, now: 1.5)
        let due = try #require(ticked)
        pacer.resume(due[0], interval: 0.1, now: 1.5)
        #expect(abs((pacer.loops.first?.due ?? 0) - 1.6) < 1e-9, "no burst of the frames it missed")
        var late = due[0]
        late.due = 1.45
        pacer.start(.camera, render: SimScope().token, due: 0)
        pacer.resume(late, interval: 0.1, now: 1.5)
        #expect(pacer.loops.count == 1, "a loop restarted meanwhile is not resumed over")
    }
}
