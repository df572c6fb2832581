/// MediaChannelRelay's form: the channel to join as a host, the destination channel the session's field starts with
/// (the original's field starts empty and is only in the session), and whether the relay starts by itself once
/// joined (for headless runs; the original waits for the Relay button).
public enum MediaChannelRelayEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "relay"),
        FieldSpec(id: "relayDestination", labelKey: "control.relayDestination", kind: .text(.channelName),
                  defaultValue: "relay-dest", noteKey: "field.relayDestination.note"),
        .toggle("relayOnJoin", labelKey: "field.relayOnJoin", noteKey: "field.relayOnJoin.note"),
    ]
}
