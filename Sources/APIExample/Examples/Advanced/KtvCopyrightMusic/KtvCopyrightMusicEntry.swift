/// KtvCopyrightMusic's entry: nothing to fill in. The original's entry screen is a single button that opens the
/// documentation in the system browser.
public enum KtvCopyrightMusicEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "KtvCopyrightMusic", section: .advanced,
        flavours: [.uiKit, .swiftUI],
        keyAPIs: [])

    /// KtvCopyrightMusicMain reads nothing of the form.
    public struct Config: CaseConfig {
        public init(_ form: FormReader) {}
    }

    public static let fields: [FieldSpec] = []
}
