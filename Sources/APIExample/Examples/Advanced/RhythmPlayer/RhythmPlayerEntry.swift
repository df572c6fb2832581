/// RhythmPlayer's form: the channel, as the original, and the two sounds the metronome plays (the original's fixed
/// URLs to start with). This simulation has no network: the original's two URLs play the project's own bundled
/// clicks, a bundled sample goes by its name, anything else is a local path (or a `file://` URL).
public enum RhythmPlayerEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "RhythmPlayer", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["sharedEngine(with:delegate:)", "disableVideo()", "enableAudio()", "setClientRole(_:)",
                 "setAudioProfile(_:)", "setDefaultAudioRouteToSpeakerphone(_:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "startRhythmPlayer(_:sound2:config:)",
                 "rtcEngine(_:didRhythmPlayerStateChanged:reason:)", "stopRhythmPlayer()", "disableAudio()",
                 "leaveChannel(_:)", "destroy()"],
        hidden: true)

    /// What RhythmPlayerMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let sound1: String
        public let sound2: String
        public let channelName: String

        public init(_ form: FormReader) {
            sound1 = form.string("sound1")
            sound2 = form.string("sound2")
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "rhythm"),
        FieldSpec(id: "sound1", labelKey: "field.rhythmSound1", kind: .text(.filePath), defaultValue: RhythmSounds.originalDownbeat,
                  noteKey: "field.rhythmSound1.note"),
        FieldSpec(id: "sound2", labelKey: "field.rhythmSound2", kind: .text(.filePath), defaultValue: RhythmSounds.originalBeat,
                  noteKey: "field.rhythmSound2.note"),
    ]
}
