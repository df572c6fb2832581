/// KtvCopyrightMusic's entry: nothing to fill in. The original's entry screen is a single button that opens the
/// documentation in the system browser.
public enum KtvCopyrightMusicEntry: CaseEntry {
    public static let fields: [FieldSpec] = []
}
