extension BaseSession {
    /// The SDK's first rtcStats (and its `duration`) comes two seconds after the join: until then the status line's
    /// clock counts the seconds since the join itself, so a fresh join never reads 00:00 (or a previous join's time).
    func startChannelClock() {
        let joinedAt = context.clock.now
        channelClockStart = joinedAt
        emit(.timeInChannel(0))
        repeatEvery(1) { [weak self] in
            guard let self, self.isJoined, self.channelClockStart == joinedAt else { return false }
            // A hair over the whole second the timer fired at, so float noise never drops it to the one before.
            self.emit(.timeInChannel(Int((self.context.clock.now - joinedAt + 1e-6).rounded(.down))))
            return true
        }
    }
}
