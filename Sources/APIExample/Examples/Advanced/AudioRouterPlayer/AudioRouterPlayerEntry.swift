/// AudioRouterPlayer's form: the channel only. The original also asks for a player type (thirdPartyPlayer or
/// avplayer); here both would be the same app-side player on the same media layer, so the choice is left out.
public enum AudioRouterPlayerEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "audiorouter"),
    ]
}
