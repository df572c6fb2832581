import AgoraRtcSim

/// The base of every case's Main: a `BaseSession` that reads its form through its Entry's typed `Config`.
@MainActor
open class CaseSession<Entry: CaseEntry>: BaseSession {
    /// The case's form, decoded once, when the session is made.
    public let config: Entry.Config

    public required init(configs: Configs, context: SessionContext) {
        config = Entry.Config(FormReader(configs))
        super.init(configs: configs, context: context)
    }
}
