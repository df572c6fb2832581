/// The engine's smaller services, each a component of its own kept together here: metadata, data streams, content
/// inspection, the pre-call tests and what is sent beside the main video stream. Its lifecycle is theirs, in this
/// order.
struct SimChannelServices: SimComponent {
    var metadata = SimMetadata()
    var dataStreams = SimDataStreams()
    var contentInspect = SimContentInspection()
    var precall = SimPrecallState()
    var simulcast = SimSimulcastSetup()

    mutating func mainChannelLeft(at now: Double) -> [SimCallback] {
        metadata.mainChannelLeft(at: now) + dataStreams.mainChannelLeft(at: now)
            + contentInspect.mainChannelLeft(at: now) + precall.mainChannelLeft(at: now)
            + simulcast.mainChannelLeft(at: now)
    }

    mutating func destroy() {
        metadata.destroy()
        dataStreams.destroy()
        contentInspect.destroy()
        precall.destroy()
        simulcast.destroy()
    }
}
