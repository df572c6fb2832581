@testable import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import APIExample

/// RawVideoData in virtual time: the filter changing the preview and the encoded stream, and snapshots written and
/// read back.
@MainActor
@Suite struct RawVideoDataTests {
    @Test func theFilterChangesThePreviewAndTheEncodedStream() throws {
        let run = try CaseRun("RawVideoData")
        run.clock.advance(by: 3)
        let local = try #require(run.session.tiles.first?.view)
        let colour = try #require(local.latestFrame)
        #expect((colour.chromaU + colour.chromaV).contains { $0 != 128 }, "the camera picture has colour")
        run.session.perform("filter", .activate)
        #expect(run.session.controls.first { $0.id == "filter" }?.kind == .choice(options: RawVideoFilter.options, selected: "grayscale"))
        run.clock.advance(by: 0.5)
        let grey = try #require(local.latestFrame)
        #expect(grey.chromaU.allSatisfy { (127...129).contains($0) } && grey.chromaV.allSatisfy { (127...129).contains($0) })
        let encoded = try #require(run.session.engine?.lock.locked { run.session.engine?.state.video.lastEncodedFrame })
        #expect(encoded.chromaU.allSatisfy { (127...129).contains($0) })
        run.session.perform("filter", .activate)  // mirror
        run.clock.advance(by: 0.5)
        let mirrored = try #require(local.latestFrame)
        // The preview mirrors the front camera; mirroring in onCapture cancels that out.
        #expect(mirrored.luma != grey.luma)
        run.session.stop()
    }

    @Test func snapshotsAreWrittenAndReadBack() throws {
        let scratch = try ScratchDirectory(prefix: "RawVideoDataTests")
        defer { scratch.remove() }
        let directory = scratch.path
        let run = try CaseRun("RawVideoData", ["snapshotDirectory": .string(directory)])
        let main = try #require(run.main as? RawVideoDataMain)
        run.clock.advance(by: 4)
        run.session.perform("snapshot", .activate)
        run.clock.advance(by: 0.5)
        let ppmPath = try #require(main.lastSnapshotPath)
        #expect(ppmPath.hasPrefix(directory + "/RawVideoData-") && ppmPath.hasSuffix(".ppm"))
        #expect(run.session.notice?.key == "rawVideo.snapshotSaved" && run.session.notice?.arguments.last == ppmPath)
        let ppm = try NetpbmImage.read(contentsOf: ppmPath)
        #expect(ppm.kind == .pixmap)
        #expect(ppm.width * ppm.height == 64 * 36)
        #expect(Set(ppm.pixels).count > 4, "a real picture, not a blank")
        run.session.perform("snapshotFormat", .activate)
        run.session.perform("snapshot", .activate)
        run.clock.advance(by: 0.5)
        let pgm = try NetpbmImage.read(contentsOf: try #require(main.lastSnapshotPath))
        #expect(pgm.kind == .graymap && pgm.pixels.count == pgm.width * pgm.height)
        run.session.stop()
    }

    @Test func anUnwritableDirectoryIsAClearError() throws {
        let run = try CaseRun("RawVideoData", ["snapshotDirectory": .string("/nonexistent/snapshots")])
        run.clock.advance(by: 4)
        run.session.perform("snapshot", .activate)
        run.clock.advance(by: 0.5)
        #expect(run.session.notice?.key == "rawVideo.snapshotFailed")
        #expect(run.session.notice?.severity == .error)
        #expect(run.session.notice?.arguments == ["media.error.io", "/nonexistent/snapshots: no such directory"])
        #expect(run.session.log.entries.contains { $0.kind == .error && $0.key == "rawVideo.snapshotFailed" })
        run.session.stop()
    }

    @Test func aSnapshotWaitsForARemoteFrame() throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 0
        let scratch = try ScratchDirectory(prefix: "RawVideoDataTests")
        defer { scratch.remove() }
        let directory = scratch.path
        let run = try CaseRun("RawVideoData", ["snapshotDirectory": .string(directory)], settings: settings)
        let main = try #require(run.main as? RawVideoDataMain)
        run.clock.advance(by: 2)
        run.session.perform("snapshot", .activate)
        run.clock.advance(by: 3)
        #expect(main.lastSnapshotPath == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        run.session.stop()
    }
}
