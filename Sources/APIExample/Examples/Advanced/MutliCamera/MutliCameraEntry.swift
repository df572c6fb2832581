/// MutliCamera's form (the id keeps the original's spelling; the names say "Multi"): the channel, and, for the
/// simulation, whether this device can run both cameras at once, so the SDK's refusal can be seen.
public enum MutliCameraEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "multicamera"),
        .toggle("multiCameraDevice", labelKey: "field.multiCameraDevice", default: true,
                noteKey: "field.multiCameraDevice.note"),
    ]
}
