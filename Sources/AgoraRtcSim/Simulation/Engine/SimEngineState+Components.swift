extension SimEngineState {
    /// Every component, once, in teardown order (the order their leave callbacks are reported in). A new component
    /// is added here and nowhere else for its lifecycle; one grouped inside another (the cameras in `video`, the
    /// effects in `audioMix`) is handed on by its group.
    mutating func walkComponents<Visitor: SimComponentVisitor>(_ visitor: inout Visitor) {
        visitor.visit(&video)
        visitor.visit(&screen)
        visitor.visit(&customVideo)
        visitor.visit(&videoProcessing)
        visitor.visit(&mediaPush)
        visitor.visit(&mediaRelay)
        visitor.visit(&services)
        visitor.visit(&protection)
        visitor.visit(&players)
        visitor.visit(&localAudio)
        visitor.visit(&audioMix)
        visitor.visit(&audio)
        visitor.visit(&recorders)
    }
}
