import AgoraRtcSim
import Foundation

/// Interactive live streaming: hosts publish, the audience watches with a chosen latency level, and either can
/// switch role live (co-hosting). Optional preload and first-frame optimization shorten the time to first picture.
/// Dual stream both ways: "Dual stream" is what this user sends; "Remote stream" asks the hosts for their low
/// stream, which a publisher in the SDK's default (auto) mode sends only to a subscriber who is a host. The host's
/// encoder preferences, watermark, video image source (a still sent instead of the camera), render frame rates
/// and snapshots of either side are the original's other controls; a local snapshot is taken where the pipeline is
/// at the chosen position (as rendered, as encoded, as captured). The camera: the form's lens (applied before the
/// preview), stabilization set again each time the camera starts capturing, and Center Stage where the device has it.
///
/// Departures from the original:
/// - The engine is made by Main, which applies the form's camera and lens (`setCameraCapturerConfiguration`, only if
///   `queryCameraFocalLengthCapability` lists it, else a notice) and `setVideoScenario` before the preview, and Back
///   destroys it; the original's Entry makes the engine, applies the lens the moment it is picked and the scenario on
///   Join, and destroys the engine only when the Entry itself is left.
/// - Role, audience latency level and the remote stream type asked for (`setRemoteDefaultVideoStreamType`) are on the
///   form, where the original asks the role in a sheet on Join and has no stream-type choice; the form also names the
///   snapshot directory (the original's is the temporary directory) and the PNG for the watermark and the video image
///   source (the original's own logo), plus two simulation fields (the device's lenses, Center Stage).
/// - The video scenario is applied by name; the original uses the picker's row as the enum's raw value, so each row
///   applies another scenario: that bug is not copied. The background colours are in a fixed order, the default first;
///   the original's order changes from run to run.
/// - A "remote stream" control asks every remote host for the high or low stream (`setRemoteVideoStream`); the original
///   has none.
/// - Co-host and ultra-low latency are offered whatever the role at entry (the original shows them only to one who
///   entered as audience), and the host-only controls are disabled for the audience rather than hidden. Becoming
///   audience also calls `stopPreview` and shows a placeholder in the local tile.
/// - Encoding preference and B-frames are set on the Settings encoder; the original sets a fresh configuration holding
///   only that option, which resets size and frame rate: not copied.
/// - Render frame rates are picked from the rates the SDK takes (1, 7, 10, 15, 24, 30, 60); the original has a number
///   field clamped to 1–60 (15 when empty).
/// - A remote snapshot is of the lowest-uid host being decoded, into a file named after the uid and time; snapshots are
///   announced from `snapshotTaken` with size or error code. The original snapshots the last joiner to `1.png` and says
///   "Screenshot successful" straight after the call, whatever the result.
/// - Every remote host gets a tile and there is no tap-to-swap of local and remote views; the original has one remote
///   view (the latest joiner's) behind a floating local view that a tap swaps (`setupLocalVideo`/`setupRemoteVideo`
///   again).
/// - The local tile names the scenario, hardware or software encoding (from `localVideoStats`), B-frames, camera and
///   lens, stabilization (and that it does nothing at 1280×720 or below) and Center Stage; a remote tile names its
///   background colour. The original shows none of these.
final class LiveStreamingMain: CaseSession<LiveStreamingEntry>, ControlledSession {
    /// The role controls come last: switching to audience disables the host-only ones above them (a small screen
    /// scrolls the panel to them).
    enum Control: String, CaseControl {
        case dualStream, remoteStream, encoding, bFrame, stabilization, centerStage, videoImage, watermark
        case localRenderFps, remoteRenderFps, snapshotPosition, localSnapshot, remoteSnapshot
        case coHost, ultraLowLatency

        static let streamTypes = [ChoiceOption("high", "stream.high"), ChoiceOption("low", "stream.low")]
        static let encodings = ["auto", "software", "hardware"].map { ChoiceOption($0, "encoding." + $0) }
        /// The rates setLocalRenderTargetFps / setRemoteRenderTargetFps accept.
        static let renderRates = ["1", "7", "10", "15", "24", "30", "60"].map { ChoiceOption($0, "renderFps." + $0) }
        /// The original's picker after "Local screenshot", in its order (`.postCapture` is left out there too).
        static let snapshotPositions: [(option: String, position: AgoraVideoModulePosition)] =
            [("preRenderer", .preRenderer), ("preEncoder", .preEncoder), ("postCaptureOrigin", .postCaptureOrigin)]
        static let snapshotPositionOptions = snapshotPositions.map { ChoiceOption($0.option, "snapshotPosition." + $0.option) }
        static let stabilizationModes: [(value: String, mode: AgoraCameraStabilizationMode)] = [
            ("off", .off), ("auto", .auto), ("level1", .level1), ("level2", .level2), ("level3", .level3),
        ]

        var labelKey: String {
            switch self {
            case .coHost: "control.coHost"
            case .ultraLowLatency: "field.ultraLowLatency"
            case .dualStream: "control.dualStream"
            case .remoteStream: "control.remoteStream"
            case .encoding: "control.encoding"
            case .bFrame: "control.bFrame"
            case .videoImage: "control.videoImage"
            case .watermark: "control.watermark"
            case .localRenderFps: "control.localRenderFps"
            case .remoteRenderFps: "control.remoteRenderFps"
            case .snapshotPosition: "control.snapshotPosition"
            case .localSnapshot: "control.localSnapshot"
            case .remoteSnapshot: "control.remoteSnapshot"
            case .stabilization: "control.stabilization"
            case .centerStage: "control.centerStage"
            }
        }

        /// The form's defaults (a host, low latency); `start` sets what the form chose. The render rates show 60,
        /// which caps nothing, until the user picks one.
        var kind: SessionControl.Kind {
            switch self {
            case .coHost: .toggle(true)
            case .ultraLowLatency, .dualStream, .bFrame, .videoImage, .watermark, .centerStage: .toggle(false)
            case .remoteStream: .choice(options: Self.streamTypes, selected: "high")
            case .encoding: .choice(options: Self.encodings, selected: "auto")
            case .localRenderFps, .remoteRenderFps: .choice(options: Self.renderRates, selected: "60")
            case .snapshotPosition: .choice(options: Self.snapshotPositionOptions, selected: "preEncoder")
            case .localSnapshot, .remoteSnapshot: .action
            case .stabilization:
                .choice(options: Self.stabilizationModes.map { ChoiceOption($0.value, "stabilization." + $0.value) },
                        selected: "off")
            }
        }

        /// The latency level is the audience's only.
        var startsEnabled: Bool { self != .ultraLowLatency }

        /// What only a host has (the original hides these for the audience).
        var isHostOnly: Bool {
            [.encoding, .bFrame, .videoImage, .watermark, .localRenderFps, .snapshotPosition, .localSnapshot, .stabilization,
             .centerStage].contains(self)
        }
    }

    private var role = AgoraClientRole.broadcaster
    private var ultraLowLatency = false
    /// The stream type asked of every remote host: the form's default at join, then this control's.
    private var remoteStreamType = AgoraVideoStreamType.high
    private var joinedStreamType = AgoraVideoStreamType.high
    private var remoteUids: Set<UInt> = []
    /// Remote hosts whose video is being decoded: what a remote snapshot can show.
    private var decodingUids: Set<UInt> = []
    private var advancedOptions = AgoraAdvancedVideoOptions()
    /// What the last local video stats said of the encoder (nil until they come).
    private var hardwareEncoder: Bool?
    /// Where the next local screenshot is taken (the SDK's default until the user picks).
    private var snapshotPosition = AgoraVideoModulePosition.preEncoder
    /// The camera and lens in use: the form's, if the device has it.
    private var camera = LiveStreamingCamera(.front, .default)
    private var stabilization = AgoraCameraStabilizationMode.off
    private var centerStage = false

    override func start() {
        role = config.clientRole
        ultraLowLatency = config.ultraLowLatency
        set(.coHost, .bool(role == .broadcaster))
        set(.ultraLowLatency, .bool(ultraLowLatency))
        remoteStreamType = config.remoteStreamType == "low" ? .low : .high
        joinedStreamType = remoteStreamType
        set(.remoteStream, .option(remoteStreamType == .low ? "low" : "high"))
        let engine = makeEngine(channelProfile: .liveBroadcasting) { config in
            // Simulation only: the lenses this device's cameras have and whether it does Center Stage.
            config.simulation.camera = self.config.cameraDevice == "basic" ? .basic : .phone
            config.simulation.camera.centerStageSupported = self.config.centerStageDevice
        }
        applyCameraChoice(engine)
        engine.setVideoScenario(config.videoScenario)
        engine.setRemoteDefaultVideoStreamType(remoteStreamType)
        if config.isFirstFrame {
            // Both ends must enable it for it to help, and it cannot be turned off for this engine.
            engine.enableInstantMediaRendering()
            engine.startMediaRenderingTracing()
        }
        updateClientRole(engine)
        engine.enableVideo()
        engine.setDefaultAudioRouteToSpeakerphone(true)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        let (preload, channel) = (config.isPreloadChannel, config.channelName)
        // Preloaded with the token the join then uses.
        joinWhenPermitted(channel: channel, uid: 0, options: options) { engine, token in
            if preload { engine.preloadChannel(byToken: token, channelId: channel, uid: 0) }
        }
    }

    /// The form's "Camera Focus" pick, which the original's Entry applied to the engine Main then used. Its list came
    /// from the device, so a lens this device lacks is not used: the camera stays as it is and a notice says so.
    private func applyCameraChoice(_ engine: AgoraRtcEngineKit) {
        let chosen = LiveStreamingCamera(key: config.cameraKey)
        guard engine.queryCameraFocalLengthCapability()?.contains(chosen.info) == true else {
            note("live.cameraMissing", [chosen.labelKey])
            show(SessionNotice("live.cameraMissing", [chosen.labelKey]))
            return
        }
        let config = AgoraCameraCapturerConfiguration(cameraDirection: chosen.direction,
                                                      cameraFocalLengthType: chosen.focalLength)
        let code = engine.setCameraCapturerConfiguration(config)
        guard code == 0 else {
            note("live.cameraFailed", [chosen.labelKey, String(code)], kind: .error)
            return
        }
        camera = chosen
    }

    /// Hosts configure the encoder and preview before taking the role; the audience drops its preview and picks
    /// a latency level. Either way the publish flags follow the role.
    private func updateClientRole(_ engine: AgoraRtcEngineKit) {
        if role == .broadcaster {
            engine.setVideoEncoderConfiguration(hostEncoderConfiguration)
            engine.setupLocalVideo(localCanvas())
            showLocalNotes()
            engine.startPreview()
            engine.enableAudio()
            engine.setClientRole(.broadcaster, options: nil)
        } else {
            engine.setupLocalVideo(nil)
            engine.stopPreview()
            localPlaceholderTile("tile.audienceNotPublishing")
            showLocalNotes()
            let options = AgoraClientRoleOptions(audienceLatencyLevel: ultraLowLatency ? .ultraLowLatency : .lowLatency)
            engine.setClientRole(.audience, options: options)
        }
        enable(.ultraLowLatency, role == .audience)
        for control in Control.allCases where control.isHostOnly { enable(control, role == .broadcaster) }
        if isJoined {
            var media = AgoraRtcChannelMediaOptions()
            media.publishCameraTrack = role == .broadcaster
            media.publishMicrophoneTrack = role == .broadcaster
            engine.updateChannel(with: media)
        }
    }

    /// The encoder of Global Settings with the chosen advanced options (the original replaced the whole
    /// configuration with a fresh one holding only the option, which reset the size and frame rate).
    private var hostEncoderConfiguration: AgoraVideoEncoderConfiguration {
        var configuration = encoderConfiguration
        configuration.advancedVideoOptions = advancedOptions
        return configuration
    }

    /// The video scenario and the encoder's choices have no line in the stats overlay; the local tile names them.
    private func showLocalNotes() {
        var notes: [TileNote] = [.text("tile.videoScenario", ["videoScenario." + config.videoScenarioName])]
        if role == .broadcaster {
            if let hardwareEncoder { notes.append(.text(hardwareEncoder ? "tile.encoder.hardware" : "tile.encoder.software")) }
            if advancedOptions.compressionPreference == .quality { notes.append(.text("tile.bFrames")) }
            notes.append(.text("tile.camera", ["cameraDirection.\(camera.direction)", "focalLength.\(camera.focalLength)"]))
            notes.append(.text("tile.stabilization", ["stabilization." + Self.stabilizationValue(stabilization)]))
            // The docs: stabilization works only above 1280×720; the tile says so rather than leave the user guessing.
            let size = encoderConfiguration.encodedSize
            if stabilization != .off && size.width * size.height <= 1280 * 720 { notes.append(.text("tile.stabilization.idle")) }
            if centerStage { notes.append(.text("tile.centerStage")) }
        }
        updateTile(uid: 0, .notes(notes))
    }

    private static func stabilizationValue(_ mode: AgoraCameraStabilizationMode) -> String {
        Control.stabilizationModes.first { $0.mode == mode }?.value ?? "off"
    }

    /// A camera that starts capturing has stabilization off again: the original sets its mode each time.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStateChangedOf state: AgoraVideoLocalState,
                                        reason: AgoraLocalVideoStreamReason, sourceType: AgoraVideoSourceType) {
        guard state == .capturing else { return }
        onMain { self.applyStabilization() }
    }

    /// Failures are logged, as in the original.
    @discardableResult
    private func applyStabilization() -> Bool {
        guard let engine else { return false }
        let code = engine.setCameraStabilizationMode(stabilization)
        guard code == 0 else {
            note("live.stabilizationFailed", ["stabilization." + Self.stabilizationValue(stabilization), String(code)],
                 kind: .error)
            return false
        }
        return true
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStats stats: AgoraRtcLocalVideoStats,
                                        sourceType: AgoraVideoSourceType) {
        let hardware = stats.hwEncoderAccelerating == 1
        onMain {
            guard self.hardwareEncoder != hardware else { return }
            self.hardwareEncoder = hardware
            self.showLocalNotes()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            self.remoteUids.insert(uid)
            // The default was fixed at join; a host who arrives after the user changed it is asked on its own.
            if self.remoteStreamType != self.joinedStreamType {
                self.engine?.setRemoteVideoStream(uid, type: self.remoteStreamType)
            }
            let color = CanvasBackgroundColor(setting: self.config.backgroundColor)
            var canvas = self.remoteCanvas(for: uid, renderMode: .fit)
            canvas.backgroundColor = color.rgba
            self.engine?.setupRemoteVideo(canvas)
            // Named on the tile: without colours (NO_COLOR) the bars only show that there is a colour, not which.
            if color != .black { self.updateTile(uid: uid, .notes([.text("tile.canvasColor", [color.labelKey])])) }
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.remoteUids.remove(uid)
            self.decodingUids.remove(uid)
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStateChangedOfUid uid: UInt,
                                        state: AgoraVideoRemoteState, reason: AgoraVideoRemoteReason, elapsed: Int) {
        onMain {
            if state == .decoding { self.decodingUids.insert(uid) } else { self.decodingUids.remove(uid) }
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, snapshotTaken uid: UInt, filePath: String, width: Int,
                                        height: Int, errCode: Int) {
        onMain {
            guard errCode == 0 else {
                let arguments = [String(uid), String(errCode), filePath]
                self.note("live.snapshotFailed", arguments, kind: .error)
                self.show(SessionNotice("live.snapshotFailed", arguments, severity: .error))
                return
            }
            let arguments = [String(uid), String(width), String(height), filePath]
            self.note("live.snapshotSaved", arguments)
            self.show(SessionNotice("live.snapshotSaved", arguments))
        }
    }

    /// Snapshots are PNG files, as the original's, in the form's directory.
    private func snapshotPath(_ name: String) -> String {
        snapshotDirectory + "/LiveStreaming-\(name)-\(elapsedMs).png"
    }

    private var snapshotDirectory: String {
        let directory = RecordingDirectory.resolve(config.snapshotDirectory)
        RecordingDirectory.prepare(directory)
        return directory
    }

    /// The original's watermark: its logo at (10, 80), 60×60, in either orientation, shown in the preview too.
    private var watermarkOptions: WatermarkOptions {
        let rect = CGRect(x: 10, y: 80, width: 60, height: 60)
        return WatermarkOptions(visibleInPreview: true, positionInLandscapeMode: rect, positionInPortraitMode: rect)
    }

    /// The form's image (the bundled logo by default), for the watermark and the video image source.
    private var imagePath: String { CaseMedia.resolve(config.imageFile) }

    /// A call that takes the image: on failure, a log line and a notice with the code the engine gave.
    private func imageCall(_ code: Int32) -> Bool {
        guard code != 0 else { return true }
        let arguments = [String(code), imagePath]
        note("live.imageFailed", arguments, kind: .error)
        show(SessionNotice("live.imageFailed", arguments, severity: .error))
        return false
    }

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .coHost:
            role = value.bool ? .broadcaster : .audience
            updateClientRole(engine)
        case .ultraLowLatency:
            ultraLowLatency = value.bool
            updateClientRole(engine)
        case .dualStream:
            return engine.setDualStreamMode(value.bool ? .enableSimulcastStream : .disableSimulcastStream) == 0
        case .remoteStream:
            remoteStreamType = value.option == "low" ? .low : .high
            for uid in remoteUids.sorted() { engine.setRemoteVideoStream(uid, type: remoteStreamType) }
        case .encoding:
            advancedOptions.encodingPreference = switch value.option {
            case "software": .prefersoftware
            case "hardware": .preferhardware
            default: .preferAuto
            }
            return engine.setVideoEncoderConfiguration(hostEncoderConfiguration) == 0
        case .bFrame:
            advancedOptions.compressionPreference = value.bool ? .quality : .lowLatency
            showLocalNotes()
            return engine.setVideoEncoderConfiguration(hostEncoderConfiguration) == 0
        case .videoImage:
            var options = AgoraImageTrackOptions()
            options.imageUrl = imagePath
            return imageCall(engine.enableVideoImageSource(value.bool, options: options))
        case .watermark:
            guard value.bool else { return engine.clearVideoWatermarks() == 0 }
            return imageCall(engine.addVideoWatermark(URL(fileURLWithPath: imagePath), options: watermarkOptions))
        case .localRenderFps:
            return engine.setLocalRenderTargetFps(.camera, targetFps: Int(value.option) ?? 15) == 0
        case .remoteRenderFps:
            return engine.setRemoteRenderTargetFps(Int(value.option) ?? 15) == 0
        case .snapshotPosition:
            snapshotPosition = Control.snapshotPositions.first { $0.option == value.option }?.position ?? .preEncoder
        case .localSnapshot:
            // Named as the original names it: one file per position, replaced by the next screenshot there.
            let path = snapshotDirectory + "/local_\(snapshotPosition.rawValue).png"
            return engine.takeSnapshotWithConfig(0, config: AgoraSnapshotConfig(filePath: path, position: snapshotPosition)) == 0
        case .stabilization:
            let previous = stabilization
            stabilization = Control.stabilizationModes.first { $0.value == value.option }?.mode ?? .off
            guard applyStabilization() else {
                stabilization = previous
                return false
            }
            showLocalNotes()
        case .centerStage:
            guard engine.isCameraCenterStageSupported() else {
                // The original's alert; the switch goes back off.
                show(SessionNotice("live.centerStageUnsupported", severity: .error))
                return false
            }
            guard engine.enableCameraCenterStage(value.bool) == 0 else { return false }
            centerStage = value.bool
            showLocalNotes()
        case .remoteSnapshot:
            guard let uid = decodingUids.min() ?? remoteUids.min() else {
                show(SessionNotice("live.noRemoteToSnapshot", severity: .error))
                return false
            }
            return engine.takeSnapshot(Int(uid), filePath: snapshotPath("remote-\(uid)")) == 0
        }
        return true
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableVideo()
        engine.disableAudio()
    }
}
