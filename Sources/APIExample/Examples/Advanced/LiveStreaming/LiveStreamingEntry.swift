/// LiveStreaming's form: channel, role (the original's "Pick Role" sheet), the audience latency level, the video
/// scenario (mapped by name — the original applied the wrong one), first-frame optimization and preload.
public enum LiveStreamingEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "live"),
        .choice("role", labelKey: "field.role", options: ChoiceOptions.roles, default: "broadcaster"),
        .toggle("ultraLowLatency", labelKey: "field.ultraLowLatency", default: true, noteKey: "field.ultraLowLatency.note"),
        .choice("videoScenario", labelKey: "field.videoScenario", options: ChoiceOptions.videoScenarios, default: "liveShow"),
        .toggle("isFirstFrame", labelKey: "field.firstFrame", noteKey: "field.firstFrame.note"),
        .toggle("isPreloadChannel", labelKey: "field.preload", noteKey: "field.preload.note"),
    ]
}
