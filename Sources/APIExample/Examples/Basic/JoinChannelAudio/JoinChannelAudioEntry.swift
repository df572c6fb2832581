/// JoinChannelAudio's form: channel, role, and the audio profile and scenario the engine is created with.
public enum JoinChannelAudioEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "demo"),
        .choice("role", labelKey: "field.role", options: ChoiceOptions.roles, default: "broadcaster"),
        .choice("audioProfile", labelKey: "field.audioProfile", options: ChoiceOptions.audioProfiles, default: "default"),
        .choice("audioScenario", labelKey: "field.audioScenario", options: ChoiceOptions.audioScenarios, default: "default"),
    ]
}
