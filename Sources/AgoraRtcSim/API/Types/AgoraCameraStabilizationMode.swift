/// Camera stabilization (`setCameraStabilizationMode(_:)`, SDK 4.3.1+, iOS only). Stronger levels narrow the
/// field of view further and add latency; level 1 is the one the docs recommend.
public enum AgoraCameraStabilizationMode: Int, Sendable, CaseIterable {
    /// The default.
    case off = -1
    /// The system picks a level (with more latency; the docs advise against it).
    case auto = 0
    case level1 = 1
    case level2 = 2
    case level3 = 3

    /// The SDK's `AgoraCameraStabilizationModeMaxLevel`, an alias of level 3.
    public static let maxLevel = AgoraCameraStabilizationMode.level3
}
