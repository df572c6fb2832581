import Foundation

// The virtual metronome (rhythm player): two local sound files, beat 1 of each measure plays the first, the others
// the second, at `beatsPerMinute`. States as the SDK's: idle 810 → opening 811 → decoding 812 → playing 813, or
// failed 814 with a reason (801: a sound found but not openable as audio). The beats are real PCM, mixed into what
// the local user hears and, with `publishRhythmPlayerTrack`, into what the channel hears.
extension AgoraRtcEngineKit {
    /// From the start call to decoding, and from decoding to the first beat.
    static let rhythmOpeningSeconds = 0.02
    static let rhythmDecodingSeconds = 0.04

    /// Starts the metronome with `sound1` (the downbeat) and `sound2` (the other beats), local paths or `file://`
    /// URLs. -2 for a config out of range (1…9 beats per measure, 60…360 per minute); -22 when a sound cannot be
    /// found (this simulation has no network, so other URLs are never found). A file found but not audio is
    /// reported as (failed, canNotOpen). A running metronome is replaced.
    @discardableResult
    public func startRhythmPlayer(_ sound1: String, sound2: String, config: AgoraRhythmPlayerConfig) -> Int32 {
        let detail = "\(SimTraceText.quoted(sound1)), sound2: \(SimTraceText.quoted(sound2)), config: \(Self.text(config))"
        // Read before taking the engine's lock, as startAudioMixing does.
        let paths = [Self.rhythmSoundPath(sound1), Self.rhythmSoundPath(sound2)].compactMap { $0 }
        let files = config.isValid && paths.count == 2 ? paths.compactMap(SimMusicFile.open) : []
        let player = files.count == 2 ? SimRhythmPlayer(downbeat: files[0], beat: files[1], config: config) : nil
        return api("startRhythmPlayer(_:sound2:config:)", detail) { s in
            guard config.isValid else { return AgoraErrorCode.invalidArgument.returnCode }
            guard paths.count == 2 else { return AgoraErrorCode.resourceLimited.returnCode }
            s.rhythmSerial += 1
            let serial = s.rhythmSerial
            s.rhythm = player
            s.rhythmState = .opening
            updateAudioPipeline(&s)
            post([rhythmCallback(.opening, .ok)], to: .main)
            afterLocked(Self.rhythmOpeningSeconds) { engine, s in
                guard s.rhythmSerial == serial else { return [] }
                guard s.rhythm != nil else {
                    s.rhythmState = .failed
                    return [engine.rhythmCallback(.failed, .canNotOpen)]
                }
                s.rhythm?.state = .decoding
                s.rhythmState = .decoding
                return [engine.rhythmCallback(.decoding, .ok)]
            }
            if player != nil { afterRhythmBeat(serial, due: now + Self.rhythmOpeningSeconds + Self.rhythmDecodingSeconds) }
            return 0
        }
    }

    /// Stops the metronome: (idle, ok). Nothing to stop is not an error.
    @discardableResult
    public func stopRhythmPlayer() -> Int32 {
        api("stopRhythmPlayer()") { s in
            guard s.rhythmState != .idle else { return 0 }
            s.rhythm = nil
            s.rhythmState = .idle
            s.rhythmSerial += 1
            updateAudioPipeline(&s)
            post([rhythmCallback(.idle, .ok)], to: .main)
            return 0
        }
    }

    /// Changes the tempo and the measure of the running metronome from its next beat, which starts a new measure.
    /// -2 out of range; -8 when it is not started (the SDK documents no code for it; this is the simulation's).
    @discardableResult
    public func configRhythmPlayer(_ config: AgoraRhythmPlayerConfig) -> Int32 {
        api("configRhythmPlayer(_:)", Self.text(config)) { s in
            guard config.isValid else { return AgoraErrorCode.invalidArgument.returnCode }
            guard s.rhythm != nil else { return AgoraErrorCode.invalidState.returnCode }
            s.rhythm?.config = config
            s.rhythm?.restartsMeasure = true
            return 0
        }
    }

    /// A path the rhythm player can open: a local path, or a `file://` URL's; nil when there is no file there.
    static func rhythmSoundPath(_ sound: String) -> String? {
        var path = sound
        if path.hasPrefix("file://") { path = String(path.dropFirst("file://".count)) }
        guard !path.isEmpty, !path.contains("://") else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return path
    }

    private static func text(_ config: AgoraRhythmPlayerConfig) -> String {
        "{beatsPerMeasure: \(config.beatsPerMeasure), beatsPerMinute: \(config.beatsPerMinute)}"
    }

    /// The beat of play `serial` due at engine time `due`; the first one also reports playing. Each beat schedules the
    /// next from its own due time at the tempo then in force (so a late timer does not slow the tempo down), and
    /// tells the app's ear (`AgoraSimulationSettings.rhythmBeats`).
    private func afterRhythmBeat(_ serial: Int, due: Double) {
        after(max(0, due - now)) { engine in
            let (callbacks, beat) = engine.lock.locked { () -> ([SimCallback], AgoraSimRhythmBeat?) in
                guard engine.state.rhythmSerial == serial, var rhythm = engine.state.rhythm else { return ([], nil) }
                var callbacks: [SimCallback] = []
                if rhythm.state != .playing {
                    rhythm.state = .playing
                    engine.state.rhythmState = .playing
                    callbacks.append(engine.rhythmCallback(.playing, .ok))
                }
                let played = rhythm.beat(at: due)
                engine.state.rhythm = rhythm
                engine.updateAudioPipeline(&engine.state)
                engine.afterRhythmBeat(serial, due: due + played.length)
                return (callbacks, AgoraSimRhythmBeat(number: rhythm.numberInMeasure, beatsPerMeasure: rhythm.config.beatsPerMeasure,
                                                      beatsPerMinute: rhythm.config.beatsPerMinute, timeMs: Self.ms(due)))
            }
            engine.deliver(callbacks)
            if let beat { engine.settings.rhythmBeats?(beat) }
        }
    }

    func rhythmCallback(_ state: AgoraRhythmPlayerState, _ reason: AgoraRhythmPlayerReason) -> SimCallback {
        .delegate("rtcEngine(_:didRhythmPlayerStateChanged:reason:)", "state: .\(state), reason: .\(reason)") {
            $1.rtcEngine($0, didRhythmPlayerStateChanged: state, reason: reason)
        }
    }
}
