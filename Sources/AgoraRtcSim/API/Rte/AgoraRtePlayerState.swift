/// The RTE player's states, reported through `AgoraRtePlayerObserver.onStateChanged(_:newState:error:)`. Not the
/// media player's (`AgoraMediaPlayerState`): STOPPED is 6 and FAILED 7 here.
public enum AgoraRtePlayerState: UInt, Sendable, CaseIterable {
    case idle = 0
    /// `open(withUrl:startTime:cb:)` was called.
    case opening = 1
    /// The URL opened: the stream is there.
    case openCompleted = 2
    case playing = 3
    case paused = 4
    /// The host ended the stream and left.
    case playbackCompleted = 5
    /// After `stop(_:)`.
    case stopped = 6
    /// The error says why; `stop(_:)` before opening again.
    case failed = 7
}
