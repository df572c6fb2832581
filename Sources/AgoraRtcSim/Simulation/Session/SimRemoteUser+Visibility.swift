// Whether the local user sees a remote user depends on the channel profile alone, so code that holds one connection
// (not the whole engine state) can ask with the profile.
extension SimRemoteUser {
    /// Whether the local user sees this remote at all in a channel of `profile` (live broadcasting hides audience
    /// members).
    func isVisible(in profile: AgoraChannelProfile) -> Bool {
        present && (isHost || profile == .communication)
    }
}
