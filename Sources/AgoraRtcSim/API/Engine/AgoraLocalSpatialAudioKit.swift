/// `AgoraLocalSpatialAudioKit`: the local spatial audio engine. The app says where the listener is and where each
/// remote user and media player is; the engine then renders each source with its direction and distance (see
/// `SimSpatialModel`). One instance per engine (the SDK's shared instance for the app's one engine); after
/// `destroy()` its calls return -7. Arguments out of the SDK's ranges return -2.
public final class AgoraLocalSpatialAudioKit: @unchecked Sendable {
    /// The kits made so far, one per live engine (tests run engines of their own side by side).
    private static let kits = SimLocked<[AgoraLocalSpatialAudioKit]>([])

    weak var engine: AgoraRtcEngineKit?
    private let alive = SimLocked(true)

    private init(engine: AgoraRtcEngineKit?) {
        self.engine = engine
    }

    /// The kit of `config.rtcEngine`, made on first use.
    public static func sharedLocalSpatialAudio(with config: AgoraLocalSpatialAudioConfig, file: StaticString = #filePath,
                                               line: UInt = #line) -> AgoraLocalSpatialAudioKit {
        let engine = config.rtcEngine
        let kit = kits.withLock { kits -> AgoraLocalSpatialAudioKit in
            kits.removeAll { $0.engine?.isAlive != true || !$0.isAlive }
            if let existing = kits.first(where: { $0.engine === engine }) { return existing }
            let made = AgoraLocalSpatialAudioKit(engine: engine)
            if engine != nil { kits.append(made) }
            return made
        }
        _ = engine?.api("sharedLocalSpatialAudio(with:)", "rtcEngine: <engine>", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.spatial.kitCreated()
            return 0
        }
        return kit
    }

    /// Releases the kit of the app's engine (the one `sharedEngine(with:delegate:)` made): sound is rendered plainly
    /// again and every position and zone is forgotten.
    public static func destroy(file: StaticString = #filePath, line: UInt = #line) {
        destroy(engine: SimEngineRegistry.shared.live, at: AgoraSimCallSite(file: file, line: line))
    }

    /// Releases the kit of `engine` (and any whose engine is gone).
    /// `site` is nil when the engine releases the kit as it is destroyed.
    static func destroy(engine: AgoraRtcEngineKit?, at site: AgoraSimCallSite? = nil) {
        let released = kits.withLock { kits -> [AgoraLocalSpatialAudioKit] in
            let gone = kits.filter { $0.engine == nil || $0.engine === engine || $0.engine?.isAlive != true }
            kits.removeAll { kit in gone.contains { $0 === kit } }
            return gone
        }
        for kit in released {
            kit.alive.withLock { $0 = false }
            _ = kit.engine?.api("AgoraLocalSpatialAudioKit.destroy()", at: site) { s in
                s.localAudio.spatial.kitReleased()
                return 0
            }
        }
    }

    var isAlive: Bool { alive.withLock { $0 } }

    /// Runs a call on the engine's spatial state, which it changes (the media players it only reads, to check an
    /// id); -7 once the kit or its engine is gone.
    func call(_ name: String, _ detail: String = "", at site: AgoraSimCallSite?, _ body: (inout SimSpatialAudio, SimMediaPlayers) -> Int32) -> Int32 {
        guard isAlive, let engine else { return AgoraErrorCode.notInitialized.returnCode }
        return engine.api(name, detail, at: site) { s in
            guard s.localAudio.spatial.kitActive else { return AgoraErrorCode.notInitialized.returnCode }
            return body(&s.localAudio.spatial, s.players)
        }
    }

    static var invalidArgument: Int32 { AgoraErrorCode.invalidArgument.returnCode }

    // MARK: - Limits

    /// At most `maxCount` (≤ 16) of the sources in range are received: the nearest.
    @discardableResult
    public func setMaxAudioRecvCount(_ maxCount: UInt, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        call("setMaxAudioRecvCount(_:)", "\(maxCount)", at: AgoraSimCallSite(file: file, line: line)) { spatial, _ in
            guard maxCount <= UInt(SimSpatialAudio.maxReceiveCountLimit) else { return Self.invalidArgument }
            spatial.setMaxReceiveCount(Int(maxCount))
            return 0
        }
    }

    /// Nothing farther than `range` metres is heard (> 0).
    @discardableResult
    public func setAudioRecvRange(_ range: Float, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        call("setAudioRecvRange(_:)", "\(range)", at: AgoraSimCallSite(file: file, line: line)) { spatial, _ in
            guard range > 0, range.isFinite else { return Self.invalidArgument }
            spatial.setReceiveRange(Double(range))
            return 0
        }
    }

    /// Metres per world unit (> 0).
    @discardableResult
    public func setDistanceUnit(_ unit: Float, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        call("setDistanceUnit(_:)", "\(unit)", at: AgoraSimCallSite(file: file, line: line)) { spatial, _ in
            guard unit > 0, unit.isFinite else { return Self.invalidArgument }
            spatial.setDistanceUnit(Double(unit))
            return 0
        }
    }

    // MARK: - Positions

    /// The listener's position and axes; -2 for an axis of zero length or forward not perpendicular to right.
    @discardableResult
    public func updateSelfPosition(_ position: simd_float3, axisForward: simd_float3, axisRight: simd_float3,
                                   axisUp: simd_float3, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        call("updateSelfPosition(_:axisForward:axisRight:axisUp:)",
             "\(Self.text(position)), forward: \(Self.text(axisForward)), right: \(Self.text(axisRight)), up: \(Self.text(axisUp))", at: AgoraSimCallSite(file: file, line: line)) { spatial, _ in
            guard Self.isFinite(position),
                  SimSpatialListener.axesAreUsable(forward: axisForward, right: axisRight, up: axisUp) else {
                return Self.invalidArgument
            }
            spatial.setListener(SimSpatialListener(position: position, forward: axisForward, right: axisRight, up: axisUp))
            return 0
        }
    }

    /// Where media player `playerId` sounds from; -2 for no such player.
    @discardableResult
    public func updatePlayerPositionInfo(_ playerId: Int, positionInfo: AgoraRemoteVoicePositionInfo, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let (position, forward) = (positionInfo.position, positionInfo.forward)
        return call("updatePlayerPositionInfo(_:positionInfo:)", "\(playerId), \(Self.text(position))", at: AgoraSimCallSite(file: file, line: line)) { spatial, players in
            guard let id = Int32(exactly: playerId), players[id] != nil, Self.isFinite(position) else { return Self.invalidArgument }
            spatial.updatePlayer(id) { source in
                source.position = position
                source.forward = forward
            }
            return 0
        }
    }

    /// Where remote user `uid` speaks from (the user need not have joined yet); -2 for uid 0.
    @discardableResult
    public func updateRemotePosition(_ uid: UInt, positionInfo: AgoraRemoteVoicePositionInfo, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let (position, forward) = (positionInfo.position, positionInfo.forward)
        return call("updateRemotePosition(_:positionInfo:)", "\(uid), \(Self.text(position))", at: AgoraSimCallSite(file: file, line: line)) { spatial, _ in
            guard uid != 0, Self.isFinite(position) else { return Self.invalidArgument }
            spatial.updateRemote(uid) { source in
                source.position = position
                source.forward = forward
            }
            return 0
        }
    }

    /// The user is no longer heard.
    @discardableResult
    public func removeRemotePosition(_ uid: UInt, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        call("removeRemotePosition(_:)", "\(uid)", at: AgoraSimCallSite(file: file, line: line)) { spatial, _ in
            spatial.removeRemotePosition(uid)
            return 0
        }
    }

    /// No remote user is heard until given a position again.
    @discardableResult
    public func clearRemotePositions(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        call("clearRemotePositions()", at: AgoraSimCallSite(file: file, line: line)) { spatial, _ in
            spatial.clearRemotePositions()
            return 0
        }
    }

    // MARK: - Zones and attenuation

    /// The sound insulation areas (the last call's set; nil or empty clears them); -2 for a zone without sides or
    /// with a coefficient outside 0…1.
    @discardableResult
    public func setZones(_ zones: [AgoraSpatialAudioZone]?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let list = zones ?? []
        let detail = zones == nil ? "nil" : "[" + list.map { "zone \($0.zoneSetId): \(Self.text($0.position)) "
            + "\($0.forwardLength)x\($0.rightLength)x\($0.upLength), audioAttenuation: \($0.audioAttenuation)" }.joined(separator: ", ") + "]"
        return call("setZones(_:)", detail, at: AgoraSimCallSite(file: file, line: line)) { spatial, _ in
            guard list.allSatisfy(SimSpatialZone.isValid) else { return Self.invalidArgument }
            spatial.setZones(list.map(SimSpatialZone.init))
            return 0
        }
    }

    /// Media player `playerId`'s coefficient (0…1); with `forceSet` it also applies across zone walls.
    @discardableResult
    public func setPlayerAttenuation(_ attenuation: Double, playerId: UInt, forceSet: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        call("setPlayerAttenuation(_:playerId:forceSet:)", "\(attenuation), playerId: \(playerId), forceSet: \(forceSet)", at: AgoraSimCallSite(file: file, line: line)) { spatial, players in
            guard (0...1).contains(attenuation), let id = Int32(exactly: playerId), players[id] != nil else {
                return Self.invalidArgument
            }
            spatial.updatePlayer(id) { source in
                source.attenuation = attenuation
                source.forceSet = forceSet
            }
            return 0
        }
    }

    /// Remote user `uid`'s coefficient (0…1); with `forceSet` it also applies across zone walls.
    @discardableResult
    public func setRemoteAudioAttenuation(_ attenuation: Double, uid: UInt, forceSet: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        call("setRemoteAudioAttenuation(_:uid:forceSet:)", "\(attenuation), uid: \(uid), forceSet: \(forceSet)", at: AgoraSimCallSite(file: file, line: line)) { spatial, _ in
            guard (0...1).contains(attenuation), uid != 0 else { return Self.invalidArgument }
            spatial.updateRemote(uid) { source in
                source.attenuation = attenuation
                source.forceSet = forceSet
            }
            return 0
        }
    }

    // MARK: - Muting

    /// Stops or resumes publishing the microphone, as the engine's own `muteLocalAudioStream(_:)`.
    @discardableResult
    public func muteLocalAudioStream(_ mute: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        guard isAlive, let engine else { return AgoraErrorCode.notInitialized.returnCode }
        // The microphone is the engine's, not the spatial state's: the same call as the engine's own, refused the same
        // way once the kit is released.
        return engine.api("muteLocalAudioStream(_:)", "\(mute)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.localAudio.spatial.kitActive else { return AgoraErrorCode.notInitialized.returnCode }
            s.localAudio.setMuted(mute)
            engine.post(engine.reconcileLocalMedia(&s), to: .main)
            return 0
        }
    }

    /// Stops or resumes hearing every remote user (players are the app's own and go on).
    @discardableResult
    public func muteAllRemoteAudioStreams(_ mute: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        call("muteAllRemoteAudioStreams(_:)", "\(mute)", at: AgoraSimCallSite(file: file, line: line)) { spatial, _ in
            spatial.muteRemotes(mute)
            return 0
        }
    }

    // MARK: - Trace text

    static func text(_ v: simd_float3) -> String {
        "(\([v.x, v.y, v.z].map { SimSpatialText.number(Double($0)) }.joined(separator: ", ")))"
    }

    static func isFinite(_ v: simd_float3) -> Bool { v.x.isFinite && v.y.isFinite && v.z.isFinite }
}
