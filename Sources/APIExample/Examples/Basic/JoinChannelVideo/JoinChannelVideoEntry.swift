/// JoinChannelVideo's form: the channel, an optional uid, the role and the encoder settings the original
/// declared but never wired (here they reach `setVideoEncoderConfiguration`).
public enum JoinChannelVideoEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "demo"),
        .uid(),
        .choice("role", labelKey: "field.role", options: ChoiceOptions.roles, default: "broadcaster"),
        .choice("resolution", labelKey: "field.resolution", options: ChoiceOptions.resolutions, default: "960x540"),
        .choice("fps", labelKey: "field.fps", options: ChoiceOptions.frameRates, default: "15"),
        .choice("orientation", labelKey: "field.orientation", options: ChoiceOptions.orientations, default: "adaptative"),
    ]
}
