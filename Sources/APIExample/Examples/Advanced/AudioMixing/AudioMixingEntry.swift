import AgoraRtcSim

/// AudioMixing's form: like JoinChannelAudio's (channel, audio profile and scenario), plus the music file to mix
/// and the sound effect file (a bundled sample by name, or a path to a WAV, MP3, AAC/M4A or OGG file; one that cannot be opened is the
/// engine's answer in the session: failed, canNotOpen). Mixing can start by itself once joined (for headless
/// runs; the original waits for its Start button).
public enum AudioMixingEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "AudioMixing", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["startAudioMixing(_:loopback:cycle:startPos:)", "pauseAudioMixing()", "resumeAudioMixing()",
                 "setAudioMixingPosition(_:)", "getAudioMixingCurrentPosition()", "getAudioMixingDuration()",
                 "stopAudioMixing()", "adjustAudioMixingVolume(_:)", "adjustAudioMixingPlayoutVolume(_:)",
                 "adjustAudioMixingPublishVolume(_:)", "rtcEngine(_:audioMixingStateChanged:reasonCode:)",
                 "playEffect(_:filePath:loopCount:pitch:pan:gain:publish:startPos:)", "pauseEffect(_:)",
                 "resumeEffect(_:)", "setEffectsVolume(_:)", "stopEffect(_:)",
                 "enableAudio()", "enableAudioVolumeIndication(_:smooth:reportVad:)",
                 "getAudioMixingPlayoutVolume()", "getAudioMixingPublishVolume()", "getEffectsVolume()",
                 "setAudioProfile(_:)", "setClientRole(_:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)"])

    /// What AudioMixingMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let mixingFile: String
        public let effectFile: String
        public let audioScenario: AgoraAudioScenario
        public let audioProfile: AgoraAudioProfile
        public let channelName: String
        public let mixOnJoin: Bool

        public init(_ form: FormReader) {
            mixingFile = form.string("mixingFile")
            effectFile = form.string("effectFile")
            audioScenario = form.audioScenario
            audioProfile = form.audioProfile
            channelName = form.channelName
            mixOnJoin = form.bool("mixOnJoin")
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "mixing"),
        .choice("audioProfile", labelKey: "field.audioProfile", options: ChoiceOptions.audioProfiles, default: "default"),
        .choice("audioScenario", labelKey: "field.audioScenario", options: ChoiceOptions.audioScenarios, default: "default"),
        FieldSpec(id: "mixingFile", labelKey: "field.mixingFile", kind: .text(.filePath), defaultValue: "sample-48k-stereo.wav",
                  noteKey: "field.mixingFile.note"),
        FieldSpec(id: "effectFile", labelKey: "field.effectFile", kind: .text(.filePath), defaultValue: "sample-effect-48k-mono.wav",
                  noteKey: "field.effectFile.note"),
        .toggle("mixOnJoin", labelKey: "field.mixOnJoin", noteKey: "field.mixOnJoin.note"),
    ]
}
