import Dispatch

extension BaseSession {
    /// Runs `work` on the main actor every `interval` seconds of the session's clock (virtual in tests) until
    /// it returns false or the session has ended (no engine). For the polling the original does with a Timer.
    public func repeatEvery(_ interval: Double, _ work: @escaping @MainActor @Sendable () -> Bool) {
        context.clock.schedule(after: interval, on: DispatchQueue.global()) { [weak self] in
            self?.onMain { [weak self] in
                guard let self, work() else { return }
                self.repeatEvery(interval, work)
            }
        }
    }
}
