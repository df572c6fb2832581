/// What the simulated peers send on their data streams, and how often the network loses it.
enum SimDataStreamTimeline {
    /// Each peer sends on its own stream; ids are per sender, so all use the first one.
    static let peerStreamId = 1
    static let peerPhrases = ["hi there", "can you see me?", "brb", "nice shot", "ping"]
    /// How long after the local user's first unanswered message a peer answers (it answers everything since in one).
    static let answerDelay = 0.6
    /// What the answer quotes of the local user's message, at most.
    static let quotedCharacters = 40

    /// The `count`th message the peers send by themselves.
    static func peerText(_ count: Int) -> String {
        "\(peerPhrases[(count - 1) % peerPhrases.count]) #\(count)"
    }

    /// A peer's answer to what it received since its last answer (never empty).
    static func answer(to heard: [String]) -> String {
        let last = heard[heard.count - 1]
        let quoted = last.count > quotedCharacters ? String(last.prefix(quotedCharacters)) + "…" : last
        return heard.count == 1 ? "got \"\(quoted)\"" : "got \(heard.count) messages, last \"\(quoted)\""
    }

    /// Share of the peers' packets lost on the way to this client (a reliable stream still reports them).
    static func lossRate(_ profile: AgoraSimNetworkProfile) -> Double {
        switch profile {
        case .good, .intermittent: 0
        case .lossy: 0.25
        case .poor: 0.45
        }
    }
}
