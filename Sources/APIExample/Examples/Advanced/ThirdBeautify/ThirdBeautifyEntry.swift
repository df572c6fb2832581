/// ThirdBeautify's form: the channel, as in the original (whose Join then asks which vendor's beauty SDK to open).
public enum ThirdBeautifyEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "thirdbeautify"),
    ]
}
