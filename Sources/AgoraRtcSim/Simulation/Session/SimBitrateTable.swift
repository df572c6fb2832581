import Foundation

/// Target video bitrates: the SDK's base table (communication) with live broadcasting at twice the base.
enum SimBitrateTable {
    private struct Entry {
        let width: Int, height: Int, fps: Int, kbps: Int
    }

    private static let entries: [Entry] = [
        Entry(width: 160, height: 120, fps: 15, kbps: 65), Entry(width: 120, height: 120, fps: 15, kbps: 50),
        Entry(width: 320, height: 180, fps: 15, kbps: 140), Entry(width: 180, height: 180, fps: 15, kbps: 100),
        Entry(width: 240, height: 180, fps: 15, kbps: 120), Entry(width: 320, height: 240, fps: 15, kbps: 200),
        Entry(width: 240, height: 240, fps: 15, kbps: 140), Entry(width: 424, height: 240, fps: 15, kbps: 220),
        Entry(width: 640, height: 360, fps: 15, kbps: 400), Entry(width: 360, height: 360, fps: 15, kbps: 260),
        Entry(width: 640, height: 360, fps: 30, kbps: 600), Entry(width: 360, height: 360, fps: 30, kbps: 400),
        Entry(width: 480, height: 360, fps: 15, kbps: 320), Entry(width: 480, height: 360, fps: 30, kbps: 490),
        Entry(width: 640, height: 480, fps: 15, kbps: 500), Entry(width: 480, height: 480, fps: 15, kbps: 400),
        Entry(width: 640, height: 480, fps: 30, kbps: 750), Entry(width: 480, height: 480, fps: 30, kbps: 600),
        Entry(width: 848, height: 480, fps: 15, kbps: 610), Entry(width: 848, height: 480, fps: 30, kbps: 930),
        Entry(width: 640, height: 480, fps: 10, kbps: 400), Entry(width: 1280, height: 720, fps: 15, kbps: 1130),
        Entry(width: 1280, height: 720, fps: 30, kbps: 1710), Entry(width: 960, height: 720, fps: 15, kbps: 910),
        Entry(width: 960, height: 720, fps: 30, kbps: 1380), Entry(width: 1920, height: 1080, fps: 15, kbps: 2080),
        Entry(width: 1920, height: 1080, fps: 30, kbps: 3150), Entry(width: 1920, height: 1080, fps: 60, kbps: 4780),
        Entry(width: 640, height: 360, fps: 24, kbps: 800), Entry(width: 2560, height: 1440, fps: 30, kbps: 4850),
    ]
    static let liveCap = 6500

    /// The communication-profile base bitrate for a size and frame rate, in Kbps.
    static func base(width: Int, height: Int, fps: Int) -> Int {
        let long = max(width, height), short = min(width, height)
        if let exact = entries.first(where: { $0.width == long && $0.height == short && $0.fps == fps }) {
            return exact.kbps
        }
        // Interpolate the 15 fps curve by pixel count, then scale by frame rate as the table does (≈ fps^0.6).
        let curve = entries.filter { $0.fps == 15 }.map { ($0.width * $0.height, $0.kbps) }.sorted { $0.0 < $1.0 }
        let pixels = max(1, long * short)
        var kbps15: Double
        if let upper = curve.firstIndex(where: { $0.0 >= pixels }) {
            if upper == 0 {
                kbps15 = Double(curve[0].1) * Double(pixels) / Double(curve[0].0)
            } else {
                let (p0, k0) = curve[upper - 1], (p1, k1) = curve[upper]
                let t = p1 == p0 ? 0 : Double(pixels - p0) / Double(p1 - p0)
                kbps15 = Double(k0) + t * Double(k1 - k0)
            }
        } else {
            let last = curve[curve.count - 1]
            kbps15 = Double(last.1) * Double(pixels) / Double(last.0)
        }
        let scaled = kbps15 * pow(Double(max(1, fps)) / 15, 0.6)
        return max(1, Int(scaled.rounded()))
    }

    /// What the encoder aims for given the configured bitrate (or sentinel) and channel profile.
    static func target(for config: AgoraVideoEncoderConfiguration, profile: AgoraChannelProfile) -> Int {
        let size = config.encodedSize
        let base = base(width: size.width, height: size.height, fps: config.frameRate.rawValue)
        if config.bitrate > 0 {
            let range = properRange(base: base)
            return min(max(config.bitrate, range.lowerBound), range.upperBound)
        }
        if config.bitrate == AgoraVideoBitrateCompatible || profile == .communication { return base }
        return min(base * 2, liveCap)
    }

    /// The SDK moves a bitrate set "beyond the proper range" into it without saying where that range ends; the
    /// simulation's range is a quarter to four times the base bitrate for the size and rate.
    static func properRange(base: Int) -> ClosedRange<Int> { max(1, base / 4)...max(1, base * 4) }
}
