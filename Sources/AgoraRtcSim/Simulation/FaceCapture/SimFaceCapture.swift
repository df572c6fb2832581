import Foundation

/// The built-in face capture and lip sync extensions (agora_video_filters_face_capture / face_capture,
/// agora_filters_lip_sync / lip_sync): enabled, authenticated, and what they read off the simulated face.
struct SimFaceCapture: Sendable {
    static let vendor = "agora_video_filters_face_capture"
    static let name = "face_capture"
    static let lipSyncVendor = "agora_filters_lip_sync"
    static let lipSyncName = "lip_sync"
    /// The key of the face data in a captured frame's `metaInfo`.
    static let metaInfoKey = "KEY_FACE_CAPTURE"

    var enabled = false
    /// Lip sync runs: the mouth follows the local voice.
    var lipSyncEnabled = false
    /// `authentication_information` carried a company id and a licence.
    var authenticated = false

    /// The two built-in extensions.
    enum BuiltIn: Sendable {
        case faceCapture
        case lipSync
    }

    /// Face data comes with camera frames once the extension runs with a licence.
    var capturing: Bool { enabled && authenticated }

    /// Which built-in extension `provider`/`name` is, if it is one.
    static func builtIn(provider: String, name: String) -> BuiltIn? {
        if provider == vendor && name == Self.name { return .faceCapture }
        if provider == lipSyncVendor && name == lipSyncName { return .lipSync }
        return nil
    }

    /// `enableExtension` for a built-in extension. Lip sync makes the face's mouth follow the local voice.
    mutating func setEnabled(_ on: Bool, _ builtIn: BuiltIn) {
        switch builtIn {
        case .faceCapture: enabled = on
        case .lipSync: lipSyncEnabled = on
        }
    }

    /// How open the mouth is (0…1) for a local voice `level` (0…255): closed in the pauses, wide open when loud.
    static func jawOpen(voiceLevel level: Int) -> Double {
        min(1, max(0, Double(level - 20) / 160))
    }

    /// `setExtensionPropertyWithVendor` for a built-in extension: face capture's `authentication_information` (a
    /// JSON with `company_id` and `license`) authenticates it; other keys, and lip sync's `parameters`, are taken as
    /// they are. False for an authentication that names no company or licence.
    mutating func setProperty(_ builtIn: BuiltIn, key: String, value: String) -> Bool {
        guard builtIn == .faceCapture, key == "authentication_information" else { return true }
        guard Self.authenticates(value) else { return false }
        authenticated = true
        return true
    }

    /// Whether `value` (the `authentication_information` JSON) names a company and a licence.
    static func authenticates(_ value: String) -> Bool {
        guard let data = value.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let company = object["company_id"] as? String, let license = object["license"] as? String else { return false }
        return !company.isEmpty && !license.isEmpty
    }

    /// The face the simulated camera sees at `timestampMs`, as the extension reports it: head rotation in degrees,
    /// position, and a few ARKit-style blendshape weights. The head turns and nods slowly and blinks every 3 s, so
    /// the numbers change from frame to frame. With lip sync, `jawOpen` is the mouth the local voice drives
    /// (`jawOpen(voiceLevel:)`); without it the jaw moves on its own.
    static func info(timestampMs: Int, jawOpen lipSynced: Double? = nil) -> String {
        let t = Double(timestampMs) / 1000
        let yaw = 25 * sin(2 * .pi * t / 6), pitch = 10 * sin(2 * .pi * t / 4), roll = 5 * sin(2 * .pi * t / 9)
        let phase = t.truncatingRemainder(dividingBy: 3)
        let blink = phase < 0.15 ? 1 - abs(phase - 0.075) / 0.075 : 0
        let jaw = 0.5 + 0.5 * sin(2 * .pi * t / 1.5)
        func value(_ number: Double) -> String { String(format: "%.3f", number) }
        return "{\"faces\":[{\"detected\":1,"
            + "\"rotation\":{\"pitch\":\(value(pitch)),\"yaw\":\(value(yaw)),\"roll\":\(value(roll))},"
            + "\"translation\":{\"x\":\(value(yaw / 250)),\"y\":\(value(pitch / 250)),\"z\":-0.450},"
            + "\"blendshapes\":{\"eyeBlinkLeft\":\(value(blink)),\"eyeBlinkRight\":\(value(blink)),"
            + "\"jawOpen\":\(value(lipSynced ?? jaw * 0.6)),\"mouthSmileLeft\":\(value(0.2)),\"mouthSmileRight\":\(value(0.2))}}],"
            + "\"timestamp\":\(timestampMs)}"
    }
}
