public enum AgoraAudioRemoteReason: Int, Sendable, CaseIterable {
    case `internal` = 0
    case networkCongestion = 1
    case networkRecovery = 2
    case localMuted = 3
    case localUnmuted = 4
    case remoteMuted = 5
    case remoteUnmuted = 6
    case remoteOffline = 7
    case noPacketReceive = 8
    case localPlayFailed = 9
}
