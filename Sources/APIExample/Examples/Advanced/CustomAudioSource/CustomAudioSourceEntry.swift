/// CustomAudioSource's form: the channel, as in the original.
public enum CustomAudioSourceEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "customaudio"),
    ]
}
