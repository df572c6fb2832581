/// SpatialAudio's form: the channel only (the original requires a non-empty name, as every form here does).
public enum SpatialAudioEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "spatial"),
    ]
}
