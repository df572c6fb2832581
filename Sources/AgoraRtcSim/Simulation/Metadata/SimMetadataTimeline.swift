/// Video metadata timings and the simulated remote users' payloads.
enum SimMetadataTimeline {
    /// Every this many seconds one remote host (in turn) sends a few bytes of text with its video.
    static let remotePeriod = 5.0
    static let remotePhrases = ["hello", "score 2:1", "slide 5", "cheers", "q&a next"]

    /// What a remote user sends the `count`th time.
    static func remotePayload(_ count: Int) -> String {
        "\(remotePhrases[(count - 1) % remotePhrases.count]) #\(count)"
    }

    /// What the engine uses for a declared maximum: negative → the SDK default, over 1024 → 1024.
    static func effectiveMaxSize(_ declared: Int) -> Int {
        declared < 0 ? AgoraMaxMetadataSizeType.default.rawValue : min(declared, AgoraMaxMetadataSizeType.max.rawValue)
    }
}
