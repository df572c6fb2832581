/// SDK calls a case's files may make without listing them in its Key APIs: plumbing the original's cases make in
/// passing, which says nothing about what a case demonstrates. Everything else a case's files call is one of its
/// Key APIs (`CaseSweepTests` checks both ways). The shell's own calls (BaseSession's join, leave and destroy,
/// token renewal, the connection state asked at Back) are not the case's files' and are not checked.
enum KeyAPIPlumbing {
    static let calls: Set<String> = [
        // Every case makes its engine (BaseSession.makeEngine, traced at the case's line).
        "sharedEngine(with:delegate:)",
        // The channel profile: every engine is made with one; a few cases set it again, as their originals do.
        "setChannelProfile(_:)",
        // The audio route: most originals send the sound to the speaker right after making the engine.
        "setDefaultAudioRouteToSpeakerphone(_:)",
        // The teardown most originals make before leaving (viewDidDisappear).
        "disableAudio()", "disableVideo()", "stopPreview()",
    ]
}
