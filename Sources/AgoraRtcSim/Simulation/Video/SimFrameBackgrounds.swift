/// The still part of each user's synthetic picture (gradient and texture), computed once per user and raster:
/// only the moving disc is drawn per frame, which keeps four users at 30 fps cheap.
final class SimFrameBackgrounds: @unchecked Sendable {
    static let shared = SimFrameBackgrounds()

    private struct Key: Hashable {
        let uid: UInt
        let width: Int
        let height: Int
        let mirrored: Bool
    }

    private let lock = SimLock()
    /// Guarded by `lock`. Bounded: a session has a handful of users and sizes.
    private var cache: [Key: [UInt8]] = [:]
    private static let capacity = 64

    func background(uid: UInt, width: Int, height: Int, mirrored: Bool,
                    make: () -> [UInt8]) -> [UInt8] {
        let key = Key(uid: uid, width: width, height: height, mirrored: mirrored)
        if let cached = lock.locked({ cache[key] }) { return cached }
        let made = make()
        lock.locked {
            if cache.count >= Self.capacity { cache.removeAll(keepingCapacity: true) }
            cache[key] = made
        }
        return made
    }
}
