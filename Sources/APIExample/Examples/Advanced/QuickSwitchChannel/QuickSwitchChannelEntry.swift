/// QuickSwitchChannel's form: the original's generic entry, a channel and Join. The case pages through
/// `<name>1` … `<name>4`, so the name leaves room for the page's digit.
public enum QuickSwitchChannelEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        FieldSpec(id: "channelName", labelKey: "field.channelName", kind: .text(.channelPrefix), defaultValue: "quick",
                  noteKey: "field.channelName.quickSwitchNote"),
    ]
}
