@testable import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
@testable import APIExample

/// The three video media cases, headless in virtual time: what they push, render and save is real.
@MainActor
@Suite struct VideoMediaCaseTests {
    private func session(_ id: String, _ overrides: Configs = [:], settings: GlobalSettings = GlobalSettings())
        throws -> (BaseSession, AgoraSimVirtualClock) {
        let item = try #require(MenuRegistry.item(id: id))
        let values = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue) })
        var configs = try FieldValidator.configs(fields: item.fields, values: values).get()
        configs.merge(overrides) { $1 }
        let clock = AgoraSimVirtualClock()
        let session = item.makeMain(configs, .virtual(settings: settings, clock: clock))
        session.start()
        return (session, clock)
    }

    private func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("video-cases-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    // MARK: CustomVideoSourcePush

    @Test func theLocalTileShowsTheClipAtItsFrameRateLooping() throws {
        let (session, clock) = try session("CustomVideoSourcePush")
        let clip = try Y4MVideo.parse(SampleVideoClip.make())
        let local = try #require(session.tiles.first)
        let view = try #require(local.appView)
        clock.advance(by: 0.01)
        #expect(view.latestFrame?.luma == clip.frames[0].y)
        clock.advance(by: 2.0)
        // 15 fps: frame 30 is frame 0 again.
        #expect(view.displayedFrames == 31)
        #expect(view.latestFrame?.luma == clip.frames[0].y && view.latestFrame?.chromaU == clip.frames[0].u)
        clock.advance(by: 1.0 / 15)
        #expect(view.latestFrame?.luma == clip.frames[1].y)
        clock.advance(by: 3)
        // The stats the remote side would see: the clip's size at its frame rate.
        let stats = try #require(session.tiles.first?.stats)
        #expect(stats.width == 160 && stats.height == 90 && stats.frameRate == 15)
        #expect(session.tiles.count >= 2)
        session.stop()
        let shown = view.displayedFrames
        clock.advance(by: 2)
        #expect(view.displayedFrames == shown, "the source stops with the session")
    }

    @Test func aFileThatCannotBeReadIsAClearErrorAndNothingStarts() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bad = directory + "/bad.y4m"
        try Data("YUV4MPEG2 W160 H90 C422\n".utf8).write(to: URL(fileURLWithPath: bad))
        for (file, key) in [(bad, "media.error.unsupported"), (directory + "/none.y4m", "media.error.io")] {
            let (session, clock) = try session("CustomVideoSourcePush", ["file": .string(file)])
            clock.advance(by: 2)
            #expect(session.notice?.key == "customVideo.fileFailed")
            #expect(session.notice?.arguments.dropFirst().first == key)
            #expect(session.notice?.severity == .error)
            #expect(session.engine == nil)
            #expect(!session.log.entries.contains { $0.text.hasPrefix("joinChannel") })
            session.stop()
        }
    }

    @Test func anyY4MPathWorksToo() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var video = Y4MVideo(width: 8, height: 4, frameRate: Y4MRatio(10, 1), chroma: .yuv444)
        for value in [UInt8(30), 200] {
            video.frames.append(Y4MFrame(y: [UInt8](repeating: value, count: 32), u: [UInt8](repeating: 128, count: 32),
                                         v: [UInt8](repeating: 128, count: 32)))
        }
        let path = directory + "/mine.y4m"
        try video.write(to: path)
        let (session, clock) = try session("CustomVideoSourcePush", ["file": .string(path)])
        clock.advance(by: 0.15)
        let frame = try #require(session.tiles.first?.appView?.latestFrame)
        #expect(frame.lumaWidth == 8 && frame.luma.allSatisfy { $0 == 200 })
        session.stop()
    }

    // MARK: CustomVideoRender

    @Test func theRemoteUserIsRenderedByTheCaseItself() throws {
        let (session, clock) = try session("CustomVideoRender")
        clock.advance(by: 5)
        let tile = try #require(session.tiles.first { !$0.isLocal })
        #expect(tile.view == nil, "no SDK view for the remote user")
        #expect(tile.uid != 0)
        let view = try #require(tile.appView)
        #expect(view.latestFrame?.uid == tile.uid)
        let lines = try #require(view.renderedText(columns: 32, rows: 9))
        #expect(lines.count == 9 && lines.allSatisfy { $0.count == 32 })
        // An outline: strokes, never the default ramp's solid glyphs.
        let glyphs = Set(lines.joined())
        #expect(!glyphs.intersection(["-", "|", "/", "\\"]).isEmpty)
        #expect(glyphs.isSubset(of: [" ", ".", ":", "-", "|", "/", "\\"]))
        #expect(!session.log.entries.contains { $0.text.hasPrefix("setupRemoteVideo") })
        #expect(tile.stats.hasVideoStats == false, "the custom view has no stats overlay")
        session.stop()
    }

    @Test func anyUserLeavingBlanksTheView() throws {
        var settings = GlobalSettings()
        settings.remoteBehavior = "churn"
        let (session, clock) = try session("CustomVideoRender", settings: settings)
        var blanked = false
        for _ in 0..<120 {
            clock.advance(by: 0.25)
            if session.log.entries.last(where: { $0.text.contains("didOfflineOfUid") }) != nil {
                let tile = try #require(session.tiles.first { !$0.isLocal })
                blanked = tile.uid == 0 || tile.appView?.latestFrame == nil || blanked
                break
            }
        }
        #expect(blanked)
        session.stop()
    }

    // MARK: RawVideoData

    @Test func theFilterChangesThePreviewAndTheEncodedStream() throws {
        let (session, clock) = try session("RawVideoData")
        clock.advance(by: 3)
        let local = try #require(session.tiles.first?.view)
        let colour = try #require(local.latestFrame)
        #expect((colour.chromaU + colour.chromaV).contains { $0 != 128 }, "the camera picture has colour")
        session.perform("filter", .activate)
        #expect(session.controls.first { $0.id == "filter" }?.kind == .choice(options: RawVideoFilter.options, selected: "grayscale"))
        clock.advance(by: 0.5)
        let grey = try #require(local.latestFrame)
        #expect(grey.chromaU.allSatisfy { (127...129).contains($0) } && grey.chromaV.allSatisfy { (127...129).contains($0) })
        let encoded = try #require(session.engine?.lock.locked { session.engine?.state.lastEncodedFrame })
        #expect(encoded.chromaU.allSatisfy { (127...129).contains($0) })
        session.perform("filter", .activate)  // mirror
        clock.advance(by: 0.5)
        let mirrored = try #require(local.latestFrame)
        // The preview mirrors the front camera; mirroring in onCapture cancels that out.
        #expect(mirrored.luma != grey.luma)
        session.stop()
    }

    @Test func snapshotsAreWrittenAndReadBack() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (session, clock) = try session("RawVideoData", ["snapshotDirectory": .string(directory)])
        let main = try #require(session as? RawVideoDataMain)
        clock.advance(by: 4)
        session.perform("snapshot", .activate)
        clock.advance(by: 0.5)
        let ppmPath = try #require(main.lastSnapshotPath)
        #expect(ppmPath.hasPrefix(directory + "/RawVideoData-") && ppmPath.hasSuffix(".ppm"))
        #expect(session.notice?.key == "rawVideo.snapshotSaved" && session.notice?.arguments.last == ppmPath)
        let ppm = try NetpbmImage.read(contentsOf: ppmPath)
        #expect(ppm.kind == .pixmap)
        #expect(ppm.width * ppm.height == 64 * 36)
        #expect(Set(ppm.pixels).count > 4, "a real picture, not a blank")
        session.perform("snapshotFormat", .activate)
        session.perform("snapshot", .activate)
        clock.advance(by: 0.5)
        let pgm = try NetpbmImage.read(contentsOf: try #require(main.lastSnapshotPath))
        #expect(pgm.kind == .graymap && pgm.pixels.count == pgm.width * pgm.height)
        session.stop()
    }

    @Test func anUnwritableDirectoryIsAClearError() throws {
        let (session, clock) = try session("RawVideoData", ["snapshotDirectory": .string("/nonexistent/snapshots")])
        clock.advance(by: 4)
        session.perform("snapshot", .activate)
        clock.advance(by: 0.5)
        #expect(session.notice?.key == "rawVideo.snapshotFailed")
        #expect(session.notice?.severity == .error)
        #expect(session.notice?.arguments == ["media.error.io", "/nonexistent/snapshots: no such directory"])
        #expect(session.log.entries.contains { $0.kind == .error && $0.key == "rawVideo.snapshotFailed" })
        session.stop()
    }

    @Test func aSnapshotWaitsForARemoteFrame() throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 0
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (session, clock) = try session("RawVideoData", ["snapshotDirectory": .string(directory)], settings: settings)
        let main = try #require(session as? RawVideoDataMain)
        clock.advance(by: 2)
        session.perform("snapshot", .activate)
        clock.advance(by: 3)
        #expect(main.lastSnapshotPath == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        session.stop()
    }
}
