/// AudioWaveform's form: the channel, and the audio scenario (the original offers Default and Game Streaming) and
/// profile the engine is set up with.
public enum AudioWaveformEntry: CaseEntry {
    public static let scenarios = [ChoiceOption("default", "audioScenario.default"),
                                   ChoiceOption("gameStreaming", "audioScenario.gameStreaming")]

    public static let fields: [FieldSpec] = [
        .channelName(default: "waveform"),
        .choice("audioScenario", labelKey: "field.audioScenario", options: scenarios, default: "default"),
        .choice("audioProfile", labelKey: "field.audioProfile", options: ChoiceOptions.audioProfiles, default: "default"),
    ]
}
