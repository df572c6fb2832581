/// `setParameters` values by key (the JSON text of each value), and what the engine reads from them.
struct SimParameters: Sendable {
    private var values: [String: String] = [:]

    mutating func set(_ key: String, _ text: String) {
        values[key] = text
    }

    subscript(key: String) -> String? { values[key] }

    /// `{"rtc.use_audio4": true}`: the audio pipeline that carries audio metadata.
    var usesAudio4: Bool { values["rtc.use_audio4"] == "true" }

    static let cameraMultitasking = "rtc.camera_enable_multitasking"
    /// `{"rtc.camera_enable_multitasking": true}`: the camera keeps capturing while the app is in the background.
    var keepsCameraInBackground: Bool { values[Self.cameraMultitasking] == "true" }
}
