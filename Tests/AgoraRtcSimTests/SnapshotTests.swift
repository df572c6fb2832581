import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// takeSnapshot(Ex): a real PPM/PGM of the user's current frame, reported in snapshotTaken with its size, or an
/// error code (-1 not written, -2 no frame within 1 s, -3 too often), in virtual time.
@Suite struct SnapshotTests {
    static let second = AgoraRtcConnection(channelId: "demo-2", localUid: 2345)

    /// Joins the second connection as a broadcaster with one remote user decoding; returns that user's uid.
    private func joinedWithARemote(_ sim: SimHarness, _ ex: EventRecorder) -> UInt {
        sim.engine.enableVideo()
        sim.engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: ex,
                                 mediaOptions: MultiChannelTests.publishing, joinSuccess: nil)
        sim.advance(4.5)
        return sim.engine.lock.locked { sim.engine.state.links[1].remotes[0].uid }
    }

    @Test func aRemoteUsersFrameIsWrittenAsPPMAndReported() throws {
        let sim = SimHarness(remotes: 1)
        let ex = EventRecorder()
        let uid = joinedWithARemote(sim, ex)
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let path = scratch.file("remote.ppm")
        let calledAtMs = sim.engine.nowMs
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: Int(uid), filePath: path) == 0)
        #expect(ex.snapshots.isEmpty, "taken from the next frame, asynchronously")
        sim.advance(0.2)
        let result = try #require(ex.snapshots.first)
        #expect(result.errCode == 0)
        #expect(result.uid == uid)
        #expect(result.path == path)
        let image = try NetpbmImage.read(contentsOf: path)
        #expect(image.kind == .pixmap)
        #expect((image.width, image.height) == (result.width, result.height))
        #expect(max(image.width, image.height) == 64, "the painted raster")
        #expect(Set(image.pixels).count > 10, "a picture, not a flat fill")
        // It is that user's picture: the painter's frame at that moment, converted with BT.601.
        let user = sim.engine.lock.locked { sim.engine.state.links[1].remotes[0] }
        let painted = SimFramePainter.paint(uid: uid, width: user.width, height: user.height,
                                            timestampMs: calledAtMs + AgoraRtcEngineKit.ms(AgoraRtcEngineKit.snapshotFrameDelay),
                                            mirrored: false)
        #expect((painted.lumaWidth, painted.lumaHeight) == (image.width, image.height))
        #expect(image.pixels == BT601.rgb(y: painted.luma, u: painted.chromaU, v: painted.chromaV,
                                          width: painted.lumaWidth, height: painted.lumaHeight))
        #expect(!sim.recorder.events.contains { $0.contains("snapshot") }, "the main delegate hears nothing of it")
    }

    @Test func aPGMPathGivesAGreyImageOfTheLocalCamera() throws {
        let sim = SimHarness(remotes: 0)
        let ex = EventRecorder()
        _ = sim.engine.enableVideo()
        sim.engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: ex,
                                 mediaOptions: MultiChannelTests.publishing, joinSuccess: nil)
        sim.advance(1)
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let path = scratch.file("local.PGM")
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: 0, filePath: path) == 0)
        sim.advance(0.2)
        #expect(ex.snapshots.first?.errCode == 0)
        let image = try NetpbmImage.read(contentsOf: path)
        #expect(image.kind == .graymap)
        #expect(image.pixels.count == image.width * image.height)
        #expect((image.width, image.height) == (ex.snapshots.first?.width, ex.snapshots.first?.height))
    }

    @Test func anUnwritablePathReportsMinusOneAndWritesNothing() throws {
        let sim = SimHarness(remotes: 1)
        let ex = EventRecorder()
        let uid = joinedWithARemote(sim, ex)
        let path = "/nonexistent-\(UUID().uuidString)/shot.ppm"
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: Int(uid), filePath: path) == 0)
        sim.advance(0.2)
        #expect(ex.snapshots.first?.errCode == -1)
        #expect(ex.snapshots.first?.width == 0)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func noVideoWithinASecondReportsMinusTwo() throws {
        let sim = SimHarness(remotes: 1)
        let ex = EventRecorder()
        _ = joinedWithARemote(sim, ex)
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let path = scratch.file("nobody.ppm")
        // A uid nobody in the channel has.
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: 424_242, filePath: path) == 0)
        sim.advance(0.9)
        #expect(ex.snapshots.isEmpty, "it waits up to a second for a frame")
        sim.advance(0.3)
        #expect(ex.snapshots.first?.errCode == -2)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aSecondRequestWhileOneIsPendingReportsMinusThree() throws {
        let sim = SimHarness(remotes: 1)
        let ex = EventRecorder()
        let uid = joinedWithARemote(sim, ex)
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let directory = scratch.path
        sim.engine.takeSnapshotEx(Self.second, uid: Int(uid), filePath: directory + "/a.ppm")
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: Int(uid), filePath: directory + "/b.ppm") == 0)
        sim.advance(0.2)
        #expect(ex.snapshots.map(\.errCode).sorted() == [-3, 0])
        #expect(FileManager.default.fileExists(atPath: directory + "/a.ppm"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/b.ppm"))
    }

    @Test func theCallsArgumentsAndState() throws {
        let sim = SimHarness(remotes: 0)
        let ex = EventRecorder()
        #expect(sim.engine.takeSnapshot(0, filePath: "/tmp/x.ppm") == -8, "not in a channel")
        sim.engine.enableVideo()
        sim.engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: ex,
                                 mediaOptions: MultiChannelTests.publishing, joinSuccess: nil)
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: 0, filePath: "/tmp/x.ppm") == -8, "still connecting")
        sim.advance(0.5)
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: 0, filePath: "") == -2)
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: -1, filePath: "/tmp/x.ppm") == -2)
    }

    @Test func theMainConnectionsSnapshotGoesToTheMainDelegate() throws {
        let sim = SimHarness(remotes: 1)
        let main = EventRecorder()
        sim.engine.delegate = main
        sim.joinAsBroadcaster()
        sim.advance(4)
        let uid = sim.engine.lock.locked { sim.engine.state[.main].remotes[0].uid }
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let path = scratch.file("main.ppm")
        #expect(sim.engine.takeSnapshot(Int(uid), filePath: path) == 0)
        sim.advance(0.2)
        #expect(main.snapshots.first?.errCode == 0)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func leavingDropsAPendingSnapshot() throws {
        let sim = SimHarness(remotes: 1)
        let ex = EventRecorder()
        _ = joinedWithARemote(sim, ex)
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let path = scratch.file("late.ppm")
        sim.engine.takeSnapshotEx(Self.second, uid: 424_242, filePath: path)
        sim.engine.leaveChannelEx(Self.second, options: nil, leaveChannelBlock: nil)
        sim.advance(2)
        #expect(ex.snapshots.isEmpty)
    }
}
