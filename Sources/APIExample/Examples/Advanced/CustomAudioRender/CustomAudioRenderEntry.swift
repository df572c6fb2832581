/// CustomAudioRender's form: channel, the external sink's format (the original's 44.1 kHz stereo by default),
/// and where the pulled audio may be recorded as a WAV file.
public enum CustomAudioRenderEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "demo"),
        .choice("sampleRate", labelKey: "field.sinkSampleRate", options: ChoiceOptions.sinkSampleRates, default: "44100"),
        .choice("channels", labelKey: "field.sinkChannels", options: ChoiceOptions.audioChannels, default: "2"),
        FieldSpec(id: "recordFile", labelKey: "field.recordFile", kind: .text(.filePath), defaultValue: "",
                  noteKey: "field.recordFile.note"),
        .toggle("recordOnJoin", labelKey: "field.recordOnJoin", noteKey: "field.recordOnJoin.note"),
    ]
}
