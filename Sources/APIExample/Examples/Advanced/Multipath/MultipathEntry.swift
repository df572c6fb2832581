/// Multipath's form: the channel, the role and the mode (the original's segmented controls; the global role is not
/// used). The mode goes into the join's options for both directions and cannot change once joined.
public enum MultipathEntry: CaseEntry {
    public static let modes = [ChoiceOption("dynamic", "multipath.mode.dynamic"), ChoiceOption("duplicate", "multipath.mode.duplicate")]

    public static let fields: [FieldSpec] = [
        .channelName(default: "multipath"),
        .choice("role", labelKey: "field.role", options: ChoiceOptions.roles, default: "broadcaster"),
        .choice("mode", labelKey: "multipath.field.mode", options: modes, default: "dynamic"),
    ]
}
