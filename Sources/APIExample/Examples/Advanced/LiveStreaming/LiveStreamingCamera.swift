import AgoraRtcSim

/// One of the original's "Camera Focus" choices: a camera and one of its lenses, stored in the form as
/// "front-default", "rear-ultraWide" and so on. The original built its list from `queryCameraFocalLengthCapability()`;
/// the form has no engine, so it offers what a phone may have and Main checks the device's list before using one.
struct LiveStreamingCamera: Equatable {
    let direction: AgoraCameraDirection
    let focalLength: AgoraFocalLength

    static let all: [LiveStreamingCamera] = [
        LiveStreamingCamera(.front, .default), LiveStreamingCamera(.rear, .default), LiveStreamingCamera(.rear, .wide),
        LiveStreamingCamera(.rear, .ultraWide), LiveStreamingCamera(.rear, .telephoto),
    ]

    static let options = all.map { ChoiceOption($0.key, $0.labelKey) }

    init(_ direction: AgoraCameraDirection, _ focalLength: AgoraFocalLength) {
        self.direction = direction
        self.focalLength = focalLength
    }

    /// The standard front camera for a key the list does not have.
    init(key: String) {
        self = Self.all.first { $0.key == key } ?? Self.all[0]
    }

    var key: String { "\(direction)-\(focalLength)" }
    /// "Front camera - Default", "Rear camera - Length Wide" (the original's words for ultra-wide)…
    var labelKey: String { "camera." + key }
    var info: AgoraFocalLengthInfo { AgoraFocalLengthInfo(direction, focalLength) }
}
