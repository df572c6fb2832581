/// PictureInPicture's form: the room (channel) to join, as the original's "Enter room number" screen, which checks
/// nothing; here the channel rules apply.
public enum PictureInPictureEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "pip"),
    ]
}
