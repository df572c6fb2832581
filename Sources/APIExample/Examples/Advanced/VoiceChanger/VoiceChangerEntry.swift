/// VoiceChanger's form: only the channel, as in the original. Everything else is changed live in the session.
public enum VoiceChangerEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "voice"),
    ]
}
