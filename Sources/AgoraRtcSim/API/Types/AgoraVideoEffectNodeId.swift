/// The nodes of a video effect object (`AgoraVideoEffectNodeId`, bit flags: a call may name several at once).
public enum AgoraVideoEffectNodeId: UInt, Sendable, CaseIterable {
    case beauty = 1
    case styleMakeup = 2
    case filter = 4
}
