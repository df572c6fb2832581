extension SimEngineState {
    /// Every component, once, in teardown order (the order their leave callbacks are reported in). A new component
    /// is added here and nowhere else for its lifecycle.
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
        visitor.visit(&localAudio.voice)
        visitor.visit(&localAudio.spatial)
        visitor.visit(&audioMix.mixing)
        visitor.visit(&audioMix.effects)
        visitor.visit(&audioMix.rhythm)
        visitor.visit(&audioMix.localMixer)
        visitor.visit(&audio)
        visitor.visit(&recorders)
    }
}
