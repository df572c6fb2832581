/// Simulcast's form: the channel and the role (the original's segmented control; this case ignores the global role).
public enum SimulcastEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "simulcast"),
        .choice("role", labelKey: "field.role", options: ChoiceOptions.roles, default: "broadcaster"),
    ]
}
