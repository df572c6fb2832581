/// One line of CreateDataStream's message list: what a remote user sent, what the local user sent, or a loss the
/// SDK reported on a remote user's stream.
enum CreateDataStreamMessage: Equatable {
    case received(uid: UInt, streamId: Int, text: String)
    case sent(streamId: Int, text: String)
    case lost(uid: UInt, missed: Int, cached: Int)
}
