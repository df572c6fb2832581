/// Voice AI tuner timbres (`AgoraVoiceAITunerType`, 0…9).
public enum AgoraVoiceAITunerType: Int, Sendable, CaseIterable {
    case matureMale = 0
    case freshMale = 1
    case elegantFemale = 2
    case sweetFemale = 3
    case warmMaleSinging = 4
    case gentleFemaleSinging = 5
    case huskyMaleSinging = 6
    case warmElegantFemaleSinging = 7
    case powerfulMaleSinging = 8
    case dreamyFemaleSinging = 9
}
