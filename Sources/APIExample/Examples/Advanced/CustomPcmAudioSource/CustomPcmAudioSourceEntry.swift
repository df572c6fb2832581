/// CustomPcmAudioSource's form: channel, the sound file to push (a bundled sample by name, or a path: a 16-bit WAV,
/// or anything the media layer decodes),
/// whether it loops, and whether pushing starts as soon as the user has joined (the original starts with its
/// switches off; `apiexample run` has no switches to flip).
public enum CustomPcmAudioSourceEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "CustomPcmAudioSource", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["createCustomAudioTrack(_:config:)", "enableCustomAudioLocalPlayback(_:enabled:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "pushExternalAudioFrameRawData(_:samples:sampleRate:channels:trackId:timestamp:)",
                 "updateChannel(with:)", "destroyCustomAudioTrack(_:)",
                 "enableAudio()", "enableAudioVolumeIndication(_:smooth:reportVad:)", "setClientRole(_:)"])

    /// What CustomPcmAudioSourceMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let pcmFile: String
        public let loop: Bool
        public let channelName: String
        public let pushOnJoin: Bool

        public init(_ form: FormReader) {
            pcmFile = form.string("pcmFile")
            loop = form.bool("loop")
            channelName = form.channelName
            pushOnJoin = form.bool("pushOnJoin")
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "demo"),
        FieldSpec(id: "pcmFile", labelKey: "field.pcmFile", kind: .text(.filePath), defaultValue: "sample-48k-stereo.wav",
                  noteKey: "field.pcmFile.note"),
        .toggle("loop", labelKey: "field.loop", default: true, noteKey: "field.loop.note"),
        .toggle("pushOnJoin", labelKey: "field.pushOnJoin", noteKey: "field.pushOnJoin.note"),
    ]
}
