import Foundation

/// JoinMultiChannel's form: the channel (the second one is `<name>-2`) and where "take Snapshot Ex" saves its
/// pictures (the system's temporary directory by default).
public enum JoinMultiChannelEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        FieldSpec(id: "channelName", labelKey: "field.channelName", kind: .text(.channelPair), defaultValue: "multi",
                  noteKey: "field.channelName.note"),
        FieldSpec(id: "snapshotDirectory", labelKey: "field.snapshotDirectory", kind: .text(.optionalDirectory),
                  defaultValue: FileManager.default.temporaryDirectory.path, noteKey: "field.snapshotDirectory.multiNote"),
    ]
}
