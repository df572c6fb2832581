import Foundation
import Testing
@testable import AgoraRtcSim

/// The camera's lenses, stabilization and Center Stage on the simulated device (`AgoraSimulationSettings.camera`):
/// what the SDK answers and refuses, and what each changes in the picture, in virtual time.
@Suite struct CameraTests {
    /// A 960×540 (or `size`) preview, not mirrored, so the frames compare pixel for pixel.
    private static func preview(_ sim: SimHarness, size: CGSize = CGSize(width: 960, height: 540)) -> AgoraVideoView {
        let view = AgoraVideoView()
        sim.engine.enableVideo()
        sim.engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
            size: size, frameRate: .fps15, bitrate: 0, orientationMode: .fixedLandscape, mirrorMode: .auto))
        sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(uid: 0, view: view, renderMode: .hidden, mirrorMode: .disabled))
        sim.engine.startPreview()
        return view
    }

    /// The frame a preview shows after 0.3 s, when the disc is near the middle (so a telephoto still sees all of
    /// it), with `configure` applied to the engine before the preview starts.
    private static func frame(device: AgoraSimCameraDevice = .phone, size: CGSize = CGSize(width: 960, height: 540),
                              configure: (AgoraRtcEngineKit) -> Void = { _ in },
                              capturing: (AgoraRtcEngineKit) -> Void = { _ in }) throws -> AgoraSimVideoFrame {
        let sim = SimHarness(remotes: 0) { $0.camera = device }
        configure(sim.engine)
        let view = preview(sim, size: size)
        sim.advance(0.01)
        capturing(sim.engine)
        sim.advance(0.29)
        return try #require(view.latestFrame)
    }

    /// The subject: the disc is the only part of the scene at 200 or brighter.
    private static func disc(_ frame: AgoraSimVideoFrame) -> (area: Int, x: Double, y: Double) {
        var (area, sumX, sumY) = (0, 0.0, 0.0)
        for y in 0..<frame.lumaHeight {
            for x in 0..<frame.lumaWidth where frame.lumaAt(x: x, y: y) >= 200 {
                area += 1
                sumX += Double(x) + 0.5
                sumY += Double(y) + 0.5
            }
        }
        return (area, area > 0 ? sumX / Double(area) : 0, area > 0 ? sumY / Double(area) : 0)
    }

    private static func lens(_ direction: AgoraCameraDirection, _ focalLength: AgoraFocalLength) -> (AgoraRtcEngineKit) -> Void {
        { engine in
            engine.setCameraCapturerConfiguration(AgoraCameraCapturerConfiguration(cameraDirection: direction,
                                                                                   cameraFocalLengthType: focalLength))
        }
    }

    @Test func theCapabilityListIsTheSimulatedDevices() {
        let phone = SimHarness(remotes: 0)
        #expect(phone.engine.queryCameraFocalLengthCapability() == [
            AgoraFocalLengthInfo(.front, .default), AgoraFocalLengthInfo(.rear, .default), AgoraFocalLengthInfo(.rear, .wide),
            AgoraFocalLengthInfo(.rear, .ultraWide), AgoraFocalLengthInfo(.rear, .telephoto),
        ])
        #expect(phone.lastCall("queryCameraFocalLengthCapability()")?.detail
            == "→ [.front .default, .rear .default, .rear .wide, .rear .ultraWide, .rear .telephoto]")
        phone.destroy()
        #expect(phone.engine.queryCameraFocalLengthCapability() == nil)
        let basic = SimHarness(remotes: 0) { $0.camera = .basic }
        #expect(basic.engine.queryCameraFocalLengthCapability()?.map(\.focalLengthType) == [.default, .default])
    }

    @Test func aLensTheCameraLacksIsNotSupported() {
        let sim = SimHarness(remotes: 0)
        let config = { AgoraCameraCapturerConfiguration(cameraDirection: $0, cameraFocalLengthType: $1) }
        #expect(sim.engine.setCameraCapturerConfiguration(config(.rear, .telephoto)) == 0)
        #expect(sim.engine.setCameraCapturerConfiguration(config(.front, .telephoto)) == -4, "the front camera has one lens")
        #expect(sim.engine.lock.locked { (sim.engine.state.video.camera.front, sim.engine.state.video.camera.settings.focalLength) } == (false, .telephoto),
                "a refused configuration changes nothing")
        #expect(sim.engine.setCameraCapturerConfiguration(config(.front, .default)) == 0)
        let basic = SimHarness(remotes: 0) { $0.camera = .basic }
        #expect(basic.engine.setCameraCapturerConfiguration(config(.rear, .ultraWide)) == -4)
        #expect(basic.engine.setCameraCapturerConfiguration(config(.rear, .default)) == 0)
        basic.destroy()
        #expect(basic.engine.setCameraCapturerConfiguration(config(.rear, .default)) == -7)
    }

    /// Ultra-wide shows more of the scene (the disc smaller), telephoto less (the disc larger), at the same instant.
    @Test func theLensChangesTheFieldOfView() throws {
        let standard = try Self.frame(configure: Self.lens(.rear, .default))
        let ultraWide = try Self.frame(configure: Self.lens(.rear, .ultraWide))
        let telephoto = try Self.frame(configure: Self.lens(.rear, .telephoto))
        let wide = try Self.frame(configure: Self.lens(.rear, .wide))
        #expect(Set([standard, ultraWide, telephoto, wide].map(\.timestampMs)).count == 1)
        let areas = [ultraWide, wide, standard, telephoto].map { Self.disc($0).area }
        #expect(areas == areas.sorted() && Set(areas).count == 4, "\(areas)")
        // Each lens's share of the standard view's width, squared, within the raster's rounding.
        #expect(abs(Double(areas[0]) / Double(areas[2]) - 0.25) < 0.1 && abs(Double(areas[3]) / Double(areas[2]) - 4) < 0.8)
        #expect(try Self.frame() != standard, "the rear camera faces another scene than the front one")
    }

    @Test func stabilizationNarrowsTheViewOnlyAbove720p() throws {
        let large = CGSize(width: 1920, height: 1080)
        let level3 = { (engine: AgoraRtcEngineKit) in #expect(engine.setCameraStabilizationMode(.level3) == 0) }
        #expect(try Self.frame(capturing: level3) == Self.frame(), "960×540: no effect")
        #expect(try Self.frame(size: CGSize(width: 1280, height: 720), capturing: level3)
            == Self.frame(size: CGSize(width: 1280, height: 720)), "1280×720 is not greater")
        let standard = Self.disc(try Self.frame(size: large)).area
        let level1 = Self.disc(try Self.frame(size: large, capturing: { #expect($0.setCameraStabilizationMode(.level1) == 0) }))
            .area
        let stabilized = Self.disc(try Self.frame(size: large, capturing: level3)).area
        #expect(standard < level1 && level1 < stabilized, "\(standard) < \(level1) < \(stabilized)")
    }

    @Test func stabilizationNeedsACapturingCameraAndEndsWithIt() {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.setCameraStabilizationMode(.level1) == -8, "before the camera captures")
        _ = Self.preview(sim)
        sim.advance(0.5)
        #expect(sim.engine.setCameraStabilizationMode(.level1) == 0)
        #expect(sim.engine.lock.locked { sim.engine.state.video.camera.settings.stabilization } == .level1)
        sim.engine.stopPreview()
        sim.engine.startPreview()
        sim.advance(0.5)
        #expect(sim.engine.lock.locked { sim.engine.state.video.camera.settings.stabilization } == .off, "a restarted camera starts off")
        #expect(sim.recorder.count("localVideo capturing") == 2,
                "the app hears .capturing again, its cue to set the mode again")
    }

    @Test func centerStageIsRefusedWhereTheDeviceHasNone() {
        let sim = SimHarness(remotes: 0)
        _ = Self.preview(sim)
        sim.advance(0.5)
        #expect(!sim.engine.isCameraCenterStageSupported())
        #expect(sim.engine.enableCameraCenterStage(true) == -4)
        #expect(sim.engine.lock.locked { sim.engine.state.video.camera.settings.centerStage } == false)
    }

    /// The disc keeps to the middle of the picture with Center Stage, while without it, it orbits.
    @Test func centerStageKeepsTheSubjectInTheMiddle() throws {
        var device = AgoraSimCameraDevice.phone
        device.centerStageSupported = true
        let sim = SimHarness(remotes: 0) { $0.camera = device }
        #expect(sim.engine.isCameraCenterStageSupported())
        #expect(sim.engine.enableCameraCenterStage(true) == -8, "before the camera captures")
        let view = Self.preview(sim)
        sim.advance(0.5)
        #expect(sim.engine.enableCameraCenterStage(true) == 0)
        var offCentre: [Double] = []
        for _ in 0..<8 {
            sim.advance(0.7)
            let frame = try #require(view.latestFrame)
            let disc = Self.disc(frame)
            #expect(disc.area > 0)
            offCentre.append(max(abs(disc.x - Double(frame.lumaWidth) / 2), abs(disc.y - Double(frame.lumaHeight) / 2)))
        }
        #expect(offCentre.allSatisfy { $0 < 1 }, "\(offCentre)")
        #expect(sim.engine.enableCameraCenterStage(false) == 0)
        var orbit: [Double] = []
        for _ in 0..<8 {
            sim.advance(0.7)
            let frame = try #require(view.latestFrame)
            orbit.append(abs(Self.disc(frame).x - Double(frame.lumaWidth) / 2))
        }
        #expect(orbit.contains { $0 > 8 }, "without Center Stage the disc moves about: \(orbit)")
    }
}
