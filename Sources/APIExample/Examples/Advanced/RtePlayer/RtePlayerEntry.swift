/// RtePlayer's form: the URL to play, `rte://<App ID>/<channel>`, filled with KeyCenter's App ID and a placeholder
/// for the channel of a host the user has on air elsewhere (here: any channel, whose simulated host plays). The
/// note is the original's help label.
public enum RtePlayerEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "RtePlayer", section: .advanced,
        flavours: [.uiKit],
        keyAPIs: ["AgoraRte(initialConfig:)", "setConfigs(_:error:)", "initMediaEngine(_:error:)",
                 "AgoraRtePlayer(rte:initialConfig:)", "register(_:error:)", "AgoraRteCanvas(rte:initialConfig:)",
                 "addView(_:config:error:)", "setCanvas(_:error:)", "open(withUrl:startTime:cb:)", "stop(_:)",
                 "onStateChanged(_:newState:error:)", "onResolutionChanged(_:height:)", "onEvent(_:)",
                 "destroy()", "destroy(_:)"])

    /// What RtePlayerMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let url: String

        public init(_ form: FormReader) {
            url = form.string("url")
        }
    }

    public static let fields: [FieldSpec] = [
        FieldSpec(id: "url", labelKey: "field.rteUrl", kind: .text(.rteUrl), defaultValue: "", noteKey: "field.rteUrl.note",
                  runtimeDefault: .rteUrl),
    ]
}
