/// Remote users in uid order, the lowest `capacity` of them with a view: the originals' grids sorted by uid
/// (VideoChat, AudioWaveform). Each join or leave says who loses a view and who gets one, so that a user past the
/// last view gets one as soon as it is free (where the originals' grids stopped updating).
struct UidOrderedViews {
    struct Change {
        /// Users whose view goes, lowest uid first.
        var unbind: [UInt] = []
        /// Users who get a view, lowest uid first.
        var bind: [UInt] = []
    }

    let capacity: Int
    /// Every remote user, lowest uid first.
    private(set) var uids: [UInt] = []
    private var shown: Set<UInt> = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The users without a view, lowest uid first.
    var waiting: ArraySlice<UInt> { uids.dropFirst(capacity) }

    /// nil for a user already in.
    mutating func join(_ uid: UInt) -> Change? {
        guard !uids.contains(uid) else { return nil }
        uids.insert(uid, at: uids.firstIndex { $0 > uid } ?? uids.count)
        return relayout()
    }

    mutating func leave(_ uid: UInt) -> Change {
        uids.removeAll { $0 == uid }
        return relayout()
    }

    private mutating func relayout() -> Change {
        let wanted = Set(uids.prefix(capacity))
        let change = Change(unbind: shown.subtracting(wanted).sorted(),
                            bind: uids.filter { wanted.contains($0) && !shown.contains($0) })
        shown = wanted
        return change
    }
}
