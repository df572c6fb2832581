import Foundation

/// RawVideoData's form: the channel (an empty name is refused, as in the original) and where SnapShot saves
/// its pictures (the system's temporary directory by default).
public enum RawVideoDataEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "raw"),
        FieldSpec(id: "snapshotDirectory", labelKey: "field.snapshotDirectory", kind: .text(.optionalDirectory),
                  defaultValue: FileManager.default.temporaryDirectory.path, noteKey: "field.snapshotDirectory.note"),
    ]
}
