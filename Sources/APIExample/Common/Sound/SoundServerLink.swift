import DesktopSound

/// What the app needs of a link to the sound server: DesktopSound's `SoundLink`, or a test's stand-in.
public protocol SoundServerLink: AnyObject, Sendable {
    /// Interleaved stereo 48 kHz samples to play; dropped when they cannot be taken now. Never blocks.
    func play(_ samples: [Int16])
    /// Exactly `frames` captured stereo frames, or nil. Never blocks.
    func captured(frames: Int) -> [Int16]?
    func close()
}

extension SoundLink: SoundServerLink {}
