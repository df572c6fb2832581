import Foundation

// The virtual metronome (rhythm player): two local sound files, beat 1 of each measure plays the first, the others
// the second, at `beatsPerMinute`. States as the SDK's: idle 810 → opening 811 → decoding 812 → playing 813, or
// failed 814 with a reason (801: a sound found but not openable as audio). The beats are real PCM, mixed into what
// the local user hears and, with `publishRhythmPlayerTrack`, into what the channel hears.
extension AgoraRtcEngineKit {
    /// Starts the metronome with `sound1` (the downbeat) and `sound2` (the other beats), local paths or `file://`
    /// URLs. -2 for a config out of range (1…9 beats per measure, 60…360 per minute); -22 when a sound cannot be
    /// found (this simulation has no network, so other URLs are never found). A file found but not audio is
    /// reported as (failed, canNotOpen). A running metronome is replaced.
    @discardableResult
    public func startRhythmPlayer(_ sound1: String, sound2: String, config: AgoraRhythmPlayerConfig, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "\(SimTraceText.quoted(sound1)), sound2: \(SimTraceText.quoted(sound2)), config: \(Self.text(config))"
        // Read before taking the engine's lock, as startAudioMixing does.
        let paths = [Self.rhythmSoundPath(sound1), Self.rhythmSoundPath(sound2)].compactMap { $0 }
        let files = config.isValid && paths.count == 2 ? paths.compactMap(SimMusicFile.open) : []
        let player = files.count == 2 ? SimRhythmPlayer(downbeat: files[0], beat: files[1], config: config) : nil
        return api("startRhythmPlayer(_:sound2:config:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard config.isValid else { return AgoraErrorCode.invalidArgument.returnCode }
            guard paths.count == 2 else { return AgoraErrorCode.resourceLimited.returnCode }
            let (serial, callbacks) = s.audioMix.rhythm.start(player)
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            post(callbacks, to: .main)
            afterLocked(SimRhythmPlayback.openingSeconds) { _, s in s.audioMix.rhythm.opened(serial: serial) }
            if player != nil {
                afterRhythmBeat(serial, due: now + SimRhythmPlayback.openingSeconds + SimRhythmPlayback.decodingSeconds)
            }
            return 0
        }
    }

    /// Stops the metronome: (idle, ok). Nothing to stop is not an error.
    @discardableResult
    public func stopRhythmPlayer(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("stopRhythmPlayer()", at: AgoraSimCallSite(file: file, line: line)) { s in
            let callbacks = s.audioMix.rhythm.stop()
            guard !callbacks.isEmpty else { return 0 }
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            post(callbacks, to: .main)
            return 0
        }
    }

    /// Changes the tempo and the measure of the running metronome from its next beat, which starts a new measure.
    /// -2 out of range; -8 when it is not started (the SDK documents no code for it; this is the simulation's).
    @discardableResult
    public func configRhythmPlayer(_ config: AgoraRhythmPlayerConfig, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("configRhythmPlayer(_:)", Self.text(config), at: AgoraSimCallSite(file: file, line: line)) { s in
            guard config.isValid else { return AgoraErrorCode.invalidArgument.returnCode }
            guard s.audioMix.rhythm.configure(config) else { return AgoraErrorCode.invalidState.returnCode }
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
}
