/// One subsystem of the engine (audio mixing, Media Push, the media players, …). It owns its fields, and only its
/// own methods change them; a method that has something to report returns the callbacks rather than delivering them
/// (the engine delivers once its lock is released, so the trace never shows a callback before its call). Every
/// component has the same lifecycle, so the engine's teardown walks them (`SimEngineState.walkComponents`) instead
/// of resetting each by hand.
protocol SimComponent: Sendable {
    /// The main connection left its channel: what belongs to the channel ends here. Returns what the SDK reports
    /// for that, in order.
    mutating func mainChannelLeft(at now: Double) -> [SimCallback]
    /// The engine is destroyed: files are closed and libraries released; nothing more is delivered.
    mutating func destroy()
}

extension SimComponent {
    mutating func mainChannelLeft(at now: Double) -> [SimCallback] { [] }
}
