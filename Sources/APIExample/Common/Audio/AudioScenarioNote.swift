import AgoraRtcSim

/// The local tile's line naming the audio scenario in use and, once the SDK has reported it, what the microphone
/// sends under it (the scenario's volume type decides the quality; README, "Simulation's choices").
struct AudioScenarioNote: Equatable {
    /// The scenario's ChoiceOptions value ("default", "gameStreaming", …).
    var scenario: String
    var sentSampleRate = 0
    var sentChannels = 0

    init(scenario: String) {
        self.scenario = scenario
    }

    mutating func update(_ stats: AgoraRtcLocalAudioStats) {
        sentSampleRate = stats.sentSampleRate
        sentChannels = stats.numChannels
    }

    var note: TileNote {
        let name = "audioScenario." + scenario
        guard sentSampleRate > 0 else { return .text("audio.note.scenario", [name]) }
        let kHz = sentSampleRate % 1000 == 0 ? String(sentSampleRate / 1000) : String(Double(sentSampleRate) / 1000)
        return .text("audio.note.scenarioSent", [name, kHz, sentChannels == 1 ? "audio.mono" : "audio.stereo"])
    }
}
