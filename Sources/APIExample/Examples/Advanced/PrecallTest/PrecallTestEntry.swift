/// PrecallTest has no form, as the original has none (its menu row opens the test screen): the tests need no
/// channel of the user's, and the echo test makes up its own.
public enum PrecallTestEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "PrecallTest", section: .advanced,
        flavours: [.uiKit, .swiftUI],
        keyAPIs: ["setClientRole(_:)", "startLastmileProbeTest(_:)", "rtcEngine(_:lastmileQuality:)",
                 "rtcEngine(_:lastmileProbeTest:)", "stopLastmileProbeTest()", "startEchoTest(withConfig:)",
                 "stopEchoTest()", "destroy()"])

    /// PrecallTestMain reads nothing of the form.
    public struct Config: CaseConfig {
        public init(_ form: FormReader) {}
    }

    public static let fields: [FieldSpec] = []
}
