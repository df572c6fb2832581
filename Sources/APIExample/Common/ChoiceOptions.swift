/// Choice lists several Entry forms and controls share, with their localized labels.
public enum ChoiceOptions {
    public static let roles = [ChoiceOption("broadcaster", "role.broadcaster"), ChoiceOption("audience", "role.audience")]

    public static let resolutions = GlobalSettings.resolutions.map { ChoiceOption($0, "resolution." + $0) }

    public static let frameRates = GlobalSettings.frameRates.map { ChoiceOption(String($0), "fps." + String($0)) }

    public static let orientations = GlobalSettings.orientations.map { ChoiceOption($0, "orientation." + $0) }

    public static let audioProfiles = ["default", "speechStandard", "musicStandard", "musicStandardStereo",
                                       "musicHighQuality", "musicHighQualityStereo"].map { ChoiceOption($0, "audioProfile." + $0) }

    public static let audioScenarios = ["default", "gameStreaming", "chatRoom", "chorus", "meeting"]
        .map { ChoiceOption($0, "audioScenario." + $0) }

    public static let videoScenarios = ["liveShow", "general", "meeting", "oneToOne"].map { ChoiceOption($0, "videoScenario." + $0) }
}
