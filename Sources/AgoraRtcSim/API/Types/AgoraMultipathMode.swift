/// How media travels over several network paths at once (`MultipathMode`, SDK 4.6).
public enum AgoraMultipathMode: Int, Sendable, CaseIterable {
    /// The same data over every available path.
    case duplicate = 0
    /// The SDK puts the data on the best path and moves it as conditions change.
    case dynamic = 1
}
