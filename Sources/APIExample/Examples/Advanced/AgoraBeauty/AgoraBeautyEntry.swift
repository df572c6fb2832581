/// AgoraBeauty's form: just the channel, as in the original (pre-filled here, as most cases are).
public enum AgoraBeautyEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "agorabeauty"),
    ]
}
