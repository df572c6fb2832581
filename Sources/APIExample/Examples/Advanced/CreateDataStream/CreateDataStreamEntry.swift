/// CreateDataStream's form: the channel, and the stream's delivery (`AgoraDataStreamConfig`), off by default as
/// in the original, which passes a default config.
public enum CreateDataStreamEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "datastream"),
        .toggle("ordered", labelKey: "field.dataStreamOrdered", noteKey: "field.dataStreamOrdered.note"),
        .toggle("syncWithAudio", labelKey: "field.dataStreamSyncWithAudio", noteKey: "field.dataStreamSyncWithAudio.note"),
    ]
}
