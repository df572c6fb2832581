/// ARKit's form: the channel and the original's "First Frame Optimization" switch (the session asks for its
/// confirmation first, see `ARKitMain`), and, for the simulation, whether this device can track the world.
public enum ARKitEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "arkit"),
        .toggle("isFirstFrame", labelKey: "arkit.field.firstFrame", noteKey: "arkit.field.firstFrame.note"),
        .toggle("worldTracking", labelKey: "arkit.field.worldTracking", default: true, noteKey: "arkit.field.worldTracking.note"),
    ]
}
