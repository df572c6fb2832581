/// The app's own video tracks by id. Ids start at 1 (0 is the default track `setExternalVideoSource` feeds) and are
/// never reused while the engine lives, so a frame for a destroyed track cannot reach a new one.
struct SimCustomVideoTracks: Sendable {
    var tracks: [UInt: SimCustomVideoTrack] = [:]
    var nextId: UInt = 1

    subscript(id: UInt) -> SimCustomVideoTrack? {
        get { tracks[id] }
        set { tracks[id] = newValue }
    }
}
