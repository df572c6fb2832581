import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import APIExample

/// CustomVideoSourcePush in virtual time: the pushed clip in the local tile at its frame rate, any Y4M file, and a
/// file that cannot be read.
@MainActor
@Suite struct CustomVideoSourcePushTests {
    @Test func theLocalTileShowsTheClipAtItsFrameRateLooping() throws {
        let run = try CaseRun("CustomVideoSourcePush")
        let clip = try Y4MVideo.parse(SampleVideoClip.make())
        let local = try #require(run.session.tiles.first)
        let view = try #require(local.appView)
        run.clock.advance(by: 0.01)
        #expect(view.latestFrame?.luma == clip.frames[0].y)
        run.clock.advance(by: 2.0)
        // 15 fps: frame 30 is frame 0 again.
        #expect(view.displayedFrames == 31)
        #expect(view.latestFrame?.luma == clip.frames[0].y && view.latestFrame?.chromaU == clip.frames[0].u)
        run.clock.advance(by: 1.0 / 15)
        #expect(view.latestFrame?.luma == clip.frames[1].y)
        run.clock.advance(by: 3)
        // The stats the remote side would see: the clip's size at its frame rate.
        let stats = try #require(run.session.tiles.first?.stats)
        #expect(stats.width == 160 && stats.height == 90 && stats.frameRate == 15)
        #expect(run.session.tiles.count >= 2)
        run.session.stop()
        let shown = view.displayedFrames
        run.clock.advance(by: 2)
        #expect(view.displayedFrames == shown, "the source stops with the session")
    }

    /// Like the original's pixel buffers: NV12 frames to the default custom track (id 0).
    @Test func sdrFramesArePushedAsNV12ToTrackZero() throws {
        let run = try CaseRun("CustomVideoSourcePush")
        run.clock.advance(by: 2)
        let pushes = run.calls("pushExternalVideoFrame", selector: "pushExternalVideoFrame(_:videoTrackId:)",
                               startingWith: "{format: 8, strideInPixels: 160, height: 90")
        #expect(!pushes.isEmpty && pushes.allSatisfy { $0.matches(containing: "videoTrackId: 0", returned: 0) })
        #expect(!run.called("pushExternalVideoFrame", selector: "pushExternalVideoFrame(_:videoTrackId:)", startingWith: "{format: 15"))
        #expect(run.session.tiles.first?.notes == [.text("customVideo.note.sdr")])
        run.session.stop()
    }

    /// HDR on with an HDR encoder: 10-bit P010 frames tagged HLG / BT.2020, encoded at the clip's size.
    @Test func hdrFramesArePushedAsP010WithTheirColourSpace() throws {
        let run = try CaseRun("CustomVideoSourcePush", form: ["isHDR": "true"])
        run.clock.advance(by: 4)
        #expect(run.called("queryHDRCapability", with: ".hardwareEncoder → .supported"))
        let pushes = run.calls("pushExternalVideoFrame", selector: "pushExternalVideoFrame(_:videoTrackId:)",
                               startingWith: "{format: 15, strideInPixels: 160, height: 90")
        #expect(!pushes.isEmpty && pushes.allSatisfy { $0.result == 0 })
        #expect(pushes.first?.detail.contains("dataBuf: \(160 * 90 * 3) bytes, colorSpace: {primaryID: .IDBT2020, "
                                       + "transferID: .IDARIB_STD_B67, matrixID: .IDBT2020_NCL, rangeID: .limited}") == true)
        #expect(run.session.notice == nil && run.session.tiles.first?.notes == [.text("customVideo.note.hdr")])
        let stats = try #require(run.session.tiles.first?.stats)
        #expect(stats.width == 160 && stats.height == 90 && stats.frameRate == 15, "the P010 frames are encoded")
        run.session.stop()
    }

    /// On a device without HDR encoding the case says so and pushes NV12 instead of giving up like the original.
    @Test func hdrOnADeviceWithoutItFallsBackToNV12() throws {
        let run = try CaseRun("CustomVideoSourcePush", form: ["isHDR": "true", "hdrDevice": "unsupported"])
        run.clock.advance(by: 2)
        #expect(run.called("queryHDRCapability", with: ".hardwareEncoder → .unsupported"))
        #expect(run.session.notice?.key == "customVideo.hdrUnsupported")
        #expect(run.called("pushExternalVideoFrame", selector: "pushExternalVideoFrame(_:videoTrackId:)", startingWith: "{format: 8"))
        #expect(!run.called("pushExternalVideoFrame", selector: "pushExternalVideoFrame(_:videoTrackId:)", startingWith: "{format: 15"))
        #expect(run.session.tiles.first?.notes == [.text("customVideo.note.sdr")])
        run.session.stop()
    }

    @Test func aFileThatCannotBeReadIsAClearErrorAndNothingStarts() throws {
        let scratch = try ScratchDirectory(prefix: "CustomVideoSourcePushTests")
        defer { scratch.remove() }
        let directory = scratch.path
        let bad = directory + "/bad.y4m"
        try Data("YUV4MPEG2 W160 H90 C422\n".utf8).write(to: URL(fileURLWithPath: bad))
        // A frame rate that would have frames scheduled without bound (issue 12).
        let flood = directory + "/flood.y4m"
        try Data("YUV4MPEG2 W2 H2 F4294967295:1\nFRAME\nabcdef".utf8).write(to: URL(fileURLWithPath: flood))
        for (file, key) in [(bad, "media.error.unsupported"), (flood, "media.error.malformed"),
                            (directory + "/none.y4m", "media.error.io")] {
            let run = try CaseRun("CustomVideoSourcePush", ["file": .string(file)])
            run.clock.advance(by: 2)
            #expect(run.session.notice?.key == "customVideo.fileFailed")
            #expect(run.session.notice?.arguments.dropFirst().first == key)
            #expect(run.session.notice?.severity == .error)
            #expect(run.session.engine == nil)
            #expect(!run.callOrder.contains { $0.hasPrefix("joinChannel") })
            run.session.stop()
        }
    }

    @Test func anyY4MPathWorksToo() throws {
        let scratch = try ScratchDirectory(prefix: "CustomVideoSourcePushTests")
        defer { scratch.remove() }
        let directory = scratch.path
        var video = Y4MVideo(width: 8, height: 4, frameRate: Y4MRatio(10, 1), chroma: .yuv444)
        for value in [UInt8(30), 200] {
            video.frames.append(Y4MFrame(y: [UInt8](repeating: value, count: 32), u: [UInt8](repeating: 128, count: 32),
                                         v: [UInt8](repeating: 128, count: 32)))
        }
        let path = directory + "/mine.y4m"
        try video.write(to: path)
        let run = try CaseRun("CustomVideoSourcePush", ["file": .string(path)])
        run.clock.advance(by: 0.15)
        let frame = try #require(run.session.tiles.first?.appView?.latestFrame)
        #expect(frame.lumaWidth == 8 && frame.luma.allSatisfy { $0 == 200 })
        run.session.stop()
    }
}
