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

    /// The external audio sink's sample rates.
    public static let sinkSampleRates = ["16000", "32000", "44100", "48000"].map { ChoiceOption($0, "sampleRate." + $0) }

    /// The raw audio frame observer's sample rates.
    public static let frameSampleRates = ["8000", "16000", "32000", "44100", "48000"].map { ChoiceOption($0, "sampleRate." + $0) }

    public static let audioChannels = [ChoiceOption("1", "channels.1"), ChoiceOption("2", "channels.2")]

    /// Raw audio callback intervals in milliseconds (10 ms is the SDK's minimum).
    public static let frameIntervals = ["10", "20", "50", "100"].map { ChoiceOption($0, "interval." + $0) }
}
