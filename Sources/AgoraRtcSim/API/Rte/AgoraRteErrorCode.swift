/// The RTE API's status and error codes (`AgoraRteEnumerates.h`, since 4.4). They travel in an `AgoraRteError`,
/// never as a return value.
public enum AgoraRteErrorCode: UInt, Sendable, CaseIterable {
    case ok = 0
    /// Not classified further; the error's message says what happened (e.g. the channel could not be joined).
    case errorDefault = 1
    /// A bad argument: an invalid App ID, channel name or uid in the URL, a URL that is not one.
    case errorInvalidArgument = 2
    /// Not possible in the current state (the media engine not initialized, the player in the wrong state).
    case errorInvalidOperation = 3
    case errorNetworkError = 4
    /// The token in the URL is invalid or has expired.
    case errorAuthenticationFailed = 5
    /// No stream from the channel's host: "no stream received from the host for over 10 seconds".
    case errorStreamNotFound = 6
}
