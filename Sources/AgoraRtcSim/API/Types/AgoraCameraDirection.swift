/// Which camera captures (SDK 4.x `AgoraCameraDirection`, iOS and Android only).
public enum AgoraCameraDirection: Int, Sendable, CaseIterable {
    case rear = 0
    case front = 1
}
