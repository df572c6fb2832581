/// The privileges of an RTC service, by their wire keys.
public enum AccessToken2RtcPrivilege: UInt16, CaseIterable, Sendable {
    case joinChannel = 1
    case publishAudioStream = 2
    case publishVideoStream = 3
    case publishDataStream = 4
}
