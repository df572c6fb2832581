import APIExample

/// The channel-name rule's message in English, for the command line.
enum ChannelNameProblem {
    static func describe(_ name: String) -> String? {
        ChannelNameRule.problem(in: name).map { Localizer(.en)($0) }
    }
}
