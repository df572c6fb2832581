/// The AR scene's screens and who is on them, as the original keeps them: the screens placed (in order), the free
/// ones (`unusedScreens`), the remote users waiting for one (`undisplayedUsers`, first in, first out) and who shows
/// on which (`activeScreens`). Pure data: the case changes it from taps and callbacks, then shows the result.
struct ARScreenBoard: Equatable, Sendable {
    /// Every placed screen's id, in the order they were placed.
    private(set) var screens: [Int] = []
    private(set) var unusedScreens: [Int] = []
    private(set) var undisplayedUsers: [UInt] = []
    private(set) var activeScreens: [UInt: Int] = [:]
    private var nextScreen = 1

    /// The user shown on `screen`, if any.
    func user(on screen: Int) -> UInt? {
        activeScreens.first { $0.value == screen }?.key
    }

    /// A user joined: the first free screen, or the end of the queue.
    mutating func userJoined(_ uid: UInt) {
        guard activeScreens[uid] == nil, !undisplayedUsers.contains(uid) else { return }
        if unusedScreens.isEmpty {
            undisplayedUsers.append(uid)
        } else {
            activeScreens[uid] = unusedScreens.removeFirst()
        }
    }

    /// A user left: its screen goes to the next user waiting, or becomes free; a waiting user just leaves the queue.
    /// (The original only freed the screen, so a user still waiting never got it.)
    mutating func userLeft(_ uid: UInt) {
        if let screen = activeScreens.removeValue(forKey: uid) {
            give(screen)
        } else {
            undisplayedUsers.removeAll { $0 == uid }
        }
    }

    /// A tap on the plane: a new screen, for the first user waiting or free. Returns its id.
    @discardableResult
    mutating func placeScreen() -> Int {
        let screen = nextScreen
        nextScreen += 1
        screens.append(screen)
        give(screen)
        return screen
    }

    /// A tap on a screen removes it; its user moves to a free screen, or back to the head of the queue.
    mutating func removeScreen(_ screen: Int) {
        guard screens.contains(screen) else { return }
        screens.removeAll { $0 == screen }
        unusedScreens.removeAll { $0 == screen }
        guard let uid = user(on: screen) else { return }
        activeScreens[uid] = nil
        if unusedScreens.isEmpty {
            undisplayedUsers.insert(uid, at: 0)
        } else {
            activeScreens[uid] = unusedScreens.removeFirst()
        }
    }

    private mutating func give(_ screen: Int) {
        if undisplayedUsers.isEmpty {
            unusedScreens.append(screen)
        } else {
            activeScreens[undisplayedUsers.removeFirst()] = screen
        }
    }
}
