import Foundation

/// The few numbers of the face data worth a line on the tile: head yaw, pitch and roll in degrees, how open the jaw
/// is and the blink, from the extension's JSON.
struct FaceCaptureSummary {
    let yaw: Double, pitch: Double, roll: Double
    let jawOpen: Double, blink: Double

    init?(json: String) {
        guard let data = json.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let face = (object["faces"] as? [Any])?.first as? [String: Any],
              let rotation = face["rotation"] as? [String: Any],
              let shapes = face["blendshapes"] as? [String: Any] else { return nil }
        func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? 0 }
        yaw = number(rotation["yaw"])
        pitch = number(rotation["pitch"])
        roll = number(rotation["roll"])
        jawOpen = number(shapes["jawOpen"])
        blink = number(shapes["eyeBlinkLeft"])
    }

    /// The mouth as lip sync moves it: open once the jaw is a quarter open.
    var mouthOpen: Bool { jawOpen >= 0.25 }

    var arguments: [String] {
        [String(format: "%+.0f", yaw), String(format: "%+.0f", pitch), String(format: "%+.0f", roll),
         String(format: "%.2f", jawOpen), String(format: "%.2f", blink)]
    }
}
