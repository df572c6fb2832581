import MediaDecoding

/// One media player as the engine keeps it, from `createMediaPlayer(with:)` to `destroyMediaPlayer(_:)`.
struct SimPlayer: Sendable {
    let id: Int32
    let object: SimMediaPlayer
    var state: AgoraMediaPlayerState = .idle
    /// What the open under way (or done) was asked for.
    var source: AgoraMediaSource?
    /// The open media, from OPEN_COMPLETED until stop, failure, another open or destroy.
    var media: SimPlayerMedia?
    /// The open under way: stop, another open or destroy cancel it, so a stalled source is not waited for.
    var opening: MediaOpenCancellation?
    /// Cancelled by every stop, open and failure: an open still under way then does nothing.
    var openScope = SimScope()
    /// The frame ticks run while playing, and otherwise only until the picture for the position is shown and a seek
    /// is done: a paused player costs no wake-ups. Cancelled with the media.
    var tickScope = SimScope()
    var ticking = false
    /// A picture for the current position is still to be shown (after an open or a seek).
    var needsPicture = false
    /// Cancelled whenever the timeline changes (play, pause, seek, a loop, completion): the position reports and
    /// the end timer of the old timeline then do nothing.
    var playScope = SimScope()
    /// The position (ms) at `anchorTime`, or for good while not playing.
    var anchorPosition = 0
    /// Engine time the position last started moving from `anchorPosition`; nil while it stands still.
    var anchorTime: Double?
    var loopCount: Int32 = 0
    var loopsDone = 0
    var muted = false
    /// The spatial renderer's low-pass memory for this player's sound.
    var spatialFilter = SimSpatialRender.Filter()
    var playoutVolume: Int32 = 100
    var publishVolume: Int32 = 100
    var view: AgoraVideoView?
    var renderMode: AgoraMediaPlayerRenderMode = .hidden
    /// The latest seek's generation, and whether its SEEK_COMPLETE is still to be reported.
    var seekGeneration = 0
    var seekPending = false
    var seekTarget = 0
    var firstDisplayed = false
    /// The newest picture shown, in the engine's terms.
    var lastFrame: AgoraSimVideoFrame?
    /// When the pictures a connection published went out, over the last stats period (their rate is the sent rate).
    var sentFrameTimes: [Double] = []
    /// Pictures that went out to a connection publishing the player's video, since it was created.
    var sentFrameCount = 0

    init(id: Int32, object: SimMediaPlayer) {
        self.id = id
        self.object = object
    }

    /// The position (ms) at engine time `now`, never past the end.
    func position(at now: Double) -> Int {
        guard let anchorTime else { return anchorPosition }
        let moved = anchorPosition + Int(((now - anchorTime) * 1000).rounded())
        guard let duration = media?.durationMs, duration > 0 else { return moved }
        return min(moved, duration)
    }

    /// The media frame (48 kHz) playing at engine time `time`, while the position moves; exact to the frame, so
    /// consecutive 10 ms blocks follow each other without a gap or an overlap.
    func audioFrame(at time: Double) -> Int? {
        guard state == .playing, let anchorTime else { return nil }
        let rate = Double(SimPlayerAudioRing.rate)
        return anchorPosition * SimPlayerAudioRing.rate / 1000 + Int(((time - anchorTime) * rate).rounded())
    }

    /// The states in which there is media to play, seek in or query.
    var hasMedia: Bool {
        switch state {
        case .openCompleted, .playing, .paused, .playBackCompleted, .playBackAllLoopsCompleted: media != nil
        default: false
        }
    }

    /// Closes what the player has open (or is opening) and ends all its timers.
    mutating func closeMedia() {
        opening?.cancel()
        opening = nil
        media?.decoder.close()
        media = nil
        openScope.cancel()
        playScope.cancel()
        tickScope.cancel()
        ticking = false
        needsPicture = false
        anchorPosition = 0
        anchorTime = nil
        seekPending = false
    }
}
