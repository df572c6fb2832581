/// RhythmPlayer's form: the channel, as the original, and the two sounds the metronome plays (the original's fixed
/// URLs to start with). This simulation has no network: the original's two URLs play the project's own bundled
/// clicks, a bundled sample goes by its name, anything else is a local path (or a `file://` URL).
public enum RhythmPlayerEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "rhythm"),
        FieldSpec(id: "sound1", labelKey: "field.rhythmSound1", kind: .text(.filePath), defaultValue: RhythmSounds.originalDownbeat,
                  noteKey: "field.rhythmSound1.note"),
        FieldSpec(id: "sound2", labelKey: "field.rhythmSound2", kind: .text(.filePath), defaultValue: RhythmSounds.originalBeat,
                  noteKey: "field.rhythmSound2.note"),
    ]
}
