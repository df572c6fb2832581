/// CustomVideoSourcePushMulti's form: the channel, as in the original.
public enum CustomVideoSourcePushMultiEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "custommulti"),
    ]
}
