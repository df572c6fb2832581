import AgoraRtcSim
import Foundation
import Testing
@testable import APIExample

/// The frame store tells the app about a new picture once, when the app has stopped asking, and otherwise
/// answers at the app's ticks: no wake-up per frame.
@Suite struct FrameStoreTests {
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.lock(); value += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    @Test func onlyTheFirstPictureAfterAQuietTickCallsBack() {
        let store = FrameStore()
        let calls = Calls()
        store.listen { calls.add() }
        let frame = AgoraSimVideoFrame(width: 2, height: 2, lumaWidth: 2, lumaHeight: 2, luma: [0, 0, 0, 0], chromaU: [0],
                                       chromaV: [0], timestampMs: 0, uid: 0)
        let view = AppVideoView()
        store.watch(view)
        view.display(frame)
        view.display(frame)
        #expect(calls.count == 1, "the first picture wakes the app; the timer asks about the rest")
        #expect(store.takeChangesOrArm())
        view.display(frame)
        #expect(calls.count == 1)
        #expect(store.takeChangesOrArm())
        #expect(!store.takeChangesOrArm(), "a quiet tick: the app stops its timer")
        view.display(frame)
        #expect(calls.count == 2, "and the next picture wakes it again")
    }
}
