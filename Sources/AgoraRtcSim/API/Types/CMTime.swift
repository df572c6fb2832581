/// The part of CoreMedia's `CMTime` that `AgoraVideoFrame.time` uses (CoreMedia does not exist on Linux):
/// a rational time, `value / timescale` seconds.
public struct CMTime: Sendable, Equatable {
    public var value: Int64
    public var timescale: Int32

    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }

    /// CoreMedia's "invalid" time has timescale 0.
    public static let invalid = CMTime(value: 0, timescale: 0)

    public var isValid: Bool { timescale > 0 }

    public var seconds: Double { isValid ? Double(value) / Double(timescale) : .nan }
}
