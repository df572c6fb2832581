public enum AgoraVideoOutputOrientationMode: Int, Sendable, CaseIterable {
    case adaptative = 0
    case fixedLandscape = 1
    case fixedPortrait = 2
}
