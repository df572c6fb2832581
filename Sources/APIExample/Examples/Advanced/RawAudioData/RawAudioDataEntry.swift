/// RawAudioData's form: channel (an empty name is refused, as in the original), the format the observer asks
/// the SDK for at every position, and the text the Send control sends as audio metadata.
public enum RawAudioDataEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "demo"),
        .choice("sampleRate", labelKey: "field.frameSampleRate", options: ChoiceOptions.frameSampleRates, default: "44100"),
        .choice("channels", labelKey: "field.frameChannels", options: ChoiceOptions.audioChannels, default: "1"),
        .choice("interval", labelKey: "field.frameInterval", options: ChoiceOptions.frameIntervals, default: "10"),
        FieldSpec(id: "metadata", labelKey: "field.metadata", kind: .text(.optional), defaultValue: "hello",
                  noteKey: "field.metadata.note"),
    ]
}
