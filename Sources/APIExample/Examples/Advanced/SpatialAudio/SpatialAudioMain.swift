import AgoraRtcSim
import Foundation

/// Spatial Audio: the local spatial audio kit places you, two looping media players and two remote users on a 2-D
/// floor (the original's screen, 414×896 points, one point a metre); each source is heard from its direction and
/// fades with distance, silent beyond the receive range, and a sound barrier (a zone) around the left source muffles
/// it while you stand outside.
///
/// Departures from the original:
/// - You move with the X and Y sliders (←/→ on each; ↑/↓ are the session's control focus, so they cannot also move
///   you) or by clicking the map, instead of dragging an icon; the map is an ASCII floor plan.
/// - A source's sheet is the "Source" choice and the four controls under it, instead of a sheet opened by tapping
///   the source.
/// - The two sounds are the bundled melody and chime (the original's are https files); a player that fails gets a
///   notice.
/// - `enableSpatialAudio(true)` is called, as the SDK's guide asks, where the original relies on the kit alone.
/// - A panel gives each source's azimuth, distance, gain and the level heard (the simulation's stand-in for what
///   you would hear), and volume reports drive the tiles' meters.
/// - Remote users get audio tiles besides their slots on the map.
/// - The session ends with the players destroyed, leave and destroy (the original destroys only the kit and the
///   engine).
final class SpatialAudioMain: CaseSession<SpatialAudioEntry>, ControlledSession, AgoraRtcMediaPlayerDelegate {
    enum Control: String, CaseControl {
        case selfX, selfY, soundBarrier, microphone, source, mute, voiceBlur, airborne, attenuation

        var labelKey: String {
            switch self {
            case .selfX: "spatial.control.selfX"
            case .selfY: "spatial.control.selfY"
            case .soundBarrier: "spatial.control.soundBarrier"
            case .microphone: "spatial.control.microphone"
            case .source: "spatial.control.source"
            case .mute: "spatial.control.mute"
            case .voiceBlur: "spatial.control.voiceBlur"
            case .airborne: "spatial.control.airborne"
            case .attenuation: "spatial.control.attenuation"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .selfX: .slider(value: Int(SpatialAudioMain.selfStart.x), range: 0...Int(SpatialMapScene.width), step: 23)
            case .selfY: .slider(value: Int(SpatialAudioMain.selfStart.y), range: 0...Int(SpatialMapScene.height), step: 32)
            case .soundBarrier: .toggle(false)
            case .microphone: .toggle(true)
            case .source: .choice(options: [ChoiceOption("1", SpatialAudioMain.sourceKeys[0]), ChoiceOption("2", SpatialAudioMain.sourceKeys[1])],
                                 selected: "1")
            case .mute, .voiceBlur, .airborne: .toggle(false)
            case .attenuation: .slider(value: 20, range: 0...100, step: 10)
            }
        }
    }

    /// The original's layout (points): the sources' icons, your icon, the remote users' slots, the left room.
    static let sourcePoints: [simd_float3] = [simd_float3(58, 181, 0), simd_float3(356, 181, 0)]
    nonisolated static let selfStart = simd_float3(201, 349, 0)
    static let remoteSlots: [simd_float3] = [simd_float3(72, 696, 0), simd_float3(319, 696, 0)]
    static let room = SpatialMapScene.Room(centerX: 58, centerY: 232, width: 76, height: 166)
    /// The two sounds: the bundled melody and chime stand in for the original's audiomixing.mp3 and dang.mp3.
    static let soundFiles = ["sample-48k-stereo.wav", "sample-effect-48k-mono.wav"]
    nonisolated static let sourceKeys = ["spatial.source.1", "spatial.source.2"]
    static let forward = simd_float3(1, 0, 0), right = simd_float3(0, 1, 0), up = simd_float3(0, 0, 1)

    private var spatialKit: AgoraLocalSpatialAudioKit?
    private var players: [any AgoraRtcMediaPlayerProtocol] = []
    private var sheets = [SpatialSourceSheet(), SpatialSourceSheet()]
    private var selectedSource = 0
    private var selfPosition = SpatialAudioMain.selfStart
    private var barrier = false
    /// Who stands in each remote slot (0: nobody).
    private var slots: [UInt] = [0, 0]

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.setClientRole(context.settings.clientRole)
        engine.disableVideo()
        engine.enableAudio()
        engine.setEnableSpeakerphone(true)
        // The audio tiles' meters.
        engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        engine.enableSpatialAudio(true)

        let config = AgoraLocalSpatialAudioConfig()
        config.rtcEngine = engine
        let kit = AgoraLocalSpatialAudioKit.sharedLocalSpatialAudio(with: config)
        spatialKit = kit
        // The original's floor: a receive range of the screen's height, two streams, one point a metre.
        kit.setAudioRecvRange(SpatialMapScene.height)
        kit.setMaxAudioRecvCount(2)
        kit.setDistanceUnit(1)

        addLocalAudioTile()
        // Clicking a point of the map sets both sliders: you move there.
        ownAppTile(map.view, titleKey: "spatial.tile.map",
                   pointControls: TilePointControls(x: Control.selfX.rawValue, y: Control.selfY.rawValue))
        for (index, file) in Self.soundFiles.enumerated() {
            guard let player = engine.createMediaPlayer(with: self) else { continue }
            players.append(player)
            player.setLoopCount(-1)
            player.open(CaseMedia.resolve(file), startPos: 0)
            kit.updatePlayerPositionInfo(Int(player.getMediaPlayerId()),
                                         positionInfo: AgoraRemoteVoicePositionInfo(position: Self.sourcePoints[index], forward: Self.forward))
            kit.setPlayerAttenuation(0.2, playerId: UInt(player.getMediaPlayerId()), forceSet: false)
        }
        kit.updateSelfPosition(selfPosition, axisForward: Self.forward, axisRight: Self.right, axisUp: Self.up)

        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = context.settings.clientRole
        options.publishMicrophoneTrack = true
        options.autoSubscribeAudio = true
        joinWhenPermitted(channel: self.config.channelName, uid: 0, options: options)
        showMap()
    }

    let map = SpatialAudioMap()

    // MARK: - Players: both loop for ever

    nonisolated func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didChangedTo state: AgoraMediaPlayerState,
                                         reason: AgoraMediaPlayerReason) {
        onMain {
            switch state {
            case .openCompleted, .playBackCompleted, .playBackAllLoopsCompleted:
                playerKit.play()
            case .failed:
                let index = self.players.firstIndex { $0 === playerKit } ?? 0
                let notice = SessionNotice("spatial.notice.playerFailed", [Self.soundFiles[index], "\(reason)", String(reason.rawValue)],
                                           severity: .error)
                self.note(notice.key, notice.arguments, kind: .error)
                self.show(notice)
            default:
                break
            }
            self.showMap()
        }
    }

    // MARK: - Remote users: the first two take the slots

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            self.addRemoteAudioTile(uid)
            guard !self.slots.contains(uid), let slot = self.slots.firstIndex(of: 0) else { return }
            self.slots[slot] = uid
            self.spatialKit?.updateRemotePosition(uid, positionInfo: AgoraRemoteVoicePositionInfo(position: Self.remoteSlots[slot],
                                                                                                   forward: Self.forward))
            self.showMap()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.removeRemoteTile(uid)
            guard let slot = self.slots.firstIndex(of: uid) else { return }
            self.slots[slot] = 0
            self.spatialKit?.removeRemotePosition(uid)
            self.showMap()
        }
    }

    /// The remote speakers' report: what you hear of each voice changes as they speak.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                                        totalVolume: Int) {
        guard !speakers.contains(where: { $0.uid == 0 }) else { return }
        onMain { self.showMap() }
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine, let kit = spatialKit else { return false }
        switch control {
        case .selfX, .selfY:
            var moved = selfPosition
            if control == .selfX { moved.x = Float(value.int) } else { moved.y = Float(value.int) }
            return moveSelf(to: moved)
        case .soundBarrier:
            barrier = value.bool
            guard kit.setZones(barrier ? [Self.barrierZone()] : nil) == 0 else { return false }
            kit.updateSelfPosition(selfPosition, axisForward: Self.forward, axisRight: Self.right, axisUp: Self.up)
        case .microphone:
            var options = AgoraRtcChannelMediaOptions()
            options.publishMicrophoneTrack = value.bool
            guard engine.updateChannel(with: options) == 0 else { return false }
        case .source:
            selectedSource = value.option == "2" ? 1 : 0
            let sheet = sheets[selectedSource]
            set(.mute, .bool(sheet.muted))
            set(.voiceBlur, .bool(sheet.blur))
            set(.airborne, .bool(sheet.airAbsorb))
            set(.attenuation, .int(sheet.attenuationPercent))
        case .mute:
            guard let player = selectedPlayer, (value.bool ? player.pause() : player.resume()) == 0 else { return false }
            sheets[selectedSource].muted = value.bool
        case .voiceBlur, .airborne:
            guard let player = selectedPlayer else { return false }
            var params = AgoraSpatialAudioParams()
            if control == .voiceBlur { params.enable_blur = value.bool } else { params.enable_air_absorb = value.bool }
            guard player.setSpatialAudioParams(params) == 0 else { return false }
            if control == .voiceBlur { sheets[selectedSource].blur = value.bool } else { sheets[selectedSource].airAbsorb = value.bool }
        case .attenuation:
            guard let player = selectedPlayer,
                  kit.setPlayerAttenuation(Double(value.int) / 100, playerId: UInt(player.getMediaPlayerId()), forceSet: false) == 0
            else { return false }
            sheets[selectedSource].attenuationPercent = value.int
        }
        showMap()
        return true
    }

    private var selectedPlayer: (any AgoraRtcMediaPlayerProtocol)? {
        players.indices.contains(selectedSource) ? players[selectedSource] : nil
    }

    /// Moves you to `point` (where the original's drag ends) and keeps both sliders on it.
    @discardableResult
    func moveSelf(to point: simd_float3) -> Bool {
        guard let kit = spatialKit,
              kit.updateSelfPosition(point, axisForward: Self.forward, axisRight: Self.right, axisUp: Self.up) == 0 else { return false }
        selfPosition = point
        set(.selfX, .int(Int(point.x.rounded())))
        set(.selfY, .int(Int(point.y.rounded())))
        showMap()
        return true
    }

    /// The original's barrier: the left room, its walls as long as the box, strongly attenuating.
    static func barrierZone() -> AgoraSpatialAudioZone {
        let zone = AgoraSpatialAudioZone()
        zone.zoneSetId = 1
        zone.position = simd_float3(room.centerX, room.centerY, 0)
        zone.forward = forward
        zone.right = right
        zone.up = up
        zone.forwardLength = room.width
        zone.rightLength = room.height
        zone.upLength = 10
        zone.audioAttenuation = 1
        return zone
    }

    // MARK: - The map

    /// Draws the floor and lists how each source is heard now.
    private func showMap() {
        var scene = SpatialMapScene()
        scene.listener = .init(symbol: "@", x: selfPosition.x, y: selfPosition.y)
        scene.sources = Self.sourcePoints.enumerated().map { .init(symbol: Character(String($0.offset + 1)), x: $0.element.x, y: $0.element.y) }
        scene.remotes = slots.enumerated().filter { $0.element != 0 }.map {
            .init(symbol: $0.offset == 0 ? "A" : "B", x: Self.remoteSlots[$0.offset].x, y: Self.remoteSlots[$0.offset].y)
        }
        scene.room = barrier ? Self.room : nil
        map.show(scene)

        let heard = spatialKit?.simHeardSources() ?? []
        var lines: [SessionPanel.Line] = [
            .localized("spatial.panel.info", style: .dim),
            .localized("spatial.panel.self", [String(Int(selfPosition.x.rounded())), String(Int(selfPosition.y.rounded()))], style: .accent),
        ]
        for (index, player) in players.enumerated() {
            guard let source = heard.first(where: { $0.kind == .mediaPlayer(Int(player.getMediaPlayerId())) }) else { continue }
            lines += SpatialAudioMap.lines(symbol: Character(String(index + 1)), nameKey: Self.sourceKeys[index],
                                           name: Self.soundFiles[index], source)
        }
        for (slot, uid) in slots.enumerated() where uid != 0 {
            guard let source = heard.first(where: { $0.kind == .remoteUser(uid) }) else { continue }
            lines += SpatialAudioMap.lines(symbol: slot == 0 ? "A" : "B", nameKey: "spatial.remote", name: String(uid), source)
        }
        lines.append(.localized(barrier ? "spatial.panel.barrierOn" : "spatial.panel.barrierOff", style: .dim))
        showPanel(SessionPanel(titleKey: "spatial.panel.title", lines: lines))
    }

    // MARK: - Teardown

    /// The original destroys the kit, then the engine; here the players go and the channel is left first.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        for player in players { engine.destroyMediaPlayer(player) }
        players = []
        AgoraLocalSpatialAudioKit.destroy()
        spatialKit = nil
        if isJoined { engine.leaveChannel(nil) }
    }
}
