/// SimpleFilter's form: the channel, as in the original, and the extension library to load (on iOS the provider
/// is a linked framework; here it is a shared library, found by name or typed as a path).
public enum SimpleFilterEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "SimpleFilter", section: .advanced,
        flavours: [.objectiveC, .uiKit],
        keyAPIs: ["sharedEngine(with:delegate:)", "loadExtensionProvider(withPath:unloadAfterUse:)",
                 "enableExtension(withVendor:extension:enabled:sourceType:)",
                 "setExtensionPropertyWithVendor(_:extension:key:value:)", "onExtensionStarted(_:extension:)",
                 "onEvent(_:extension:key:value:)", "enableAudioVolumeIndication(_:smooth:reportVad:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "enableVideo()", "setAudioProfile(_:)", "setClientRole(_:)",
                 "setVideoEncoderConfiguration(_:)", "setupLocalVideo(_:)", "setupRemoteVideo(_:)",
                 "startPreview()"])

    /// What SimpleFilterMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let library: String
        public let channelName: String

        public init(_ form: FormReader) {
            library = form.string("library")
            channelName = form.channelName
        }
    }

    public static let defaultLibrary = "libSimpleFilter.so"

    public static let fields: [FieldSpec] = [
        .channelName(default: "filter"),
        FieldSpec(id: "library", labelKey: "field.extensionLibrary", kind: .text(.filePath), defaultValue: defaultLibrary,
                  noteKey: "field.extensionLibrary.note"),
    ]
}
