/// What `performVideoEffectAction(nodeId:actionId:)` does to a node's parameters.
public enum AgoraVideoEffectAction: Int, Sendable, CaseIterable {
    /// Keep the node's current parameters (a later reset returns to them).
    case save = 1
    /// Back to the node's saved parameters, or the material's defaults when none were saved.
    case reset = 2
}
