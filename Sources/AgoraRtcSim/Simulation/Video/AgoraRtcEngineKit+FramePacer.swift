extension AgoraRtcEngineKit {
    /// Starts `subject`'s frame loop (replacing an older one) with its first frame at `due`, and sees that the
    /// pacer's timer fires by then.
    func startFrameLoop(_ pacer: inout SimFramePacer, alive: Bool, _ subject: SimFramePacer.Subject,
                        render: SimScope.Token, due: Double) {
        pacer.start(subject, render: render, due: due)
        armFramePacer(&pacer, alive: alive)
    }

    /// Arms the pacer's clock timer for its soonest loop, unless one pending already fires early enough.
    func armFramePacer(_ pacer: inout SimFramePacer, alive: Bool) {
        guard alive, let (delay, generation) = pacer.arm(now: now) else { return }
        after(delay) { engine in engine.framePacerFired(generation) }
    }

    /// Runs every loop that is due, in due-time order, then arms for the next. Each loop re-joins the pacer (or
    /// ends) under the lock as its frame runs; the frames themselves run with the lock released, as they call app
    /// code (observers, the delegate).
    private func framePacerFired(_ generation: Int) {
        guard let due = lock.locked({ state.video.pacer.beginTick(generation: generation, now: now) }) else { return }
        for loop in due {
            switch loop.subject {
            case .remote(let session, let uid): remoteFrameTick(loop, session: session, uid: uid)
            case .camera: localFrameTick(loop)
            case .secondaryCamera: secondaryFrameTick(loop)
            case .transcoder: transcoderFrameTick(loop)
            case .screen: screenFrameTick(loop)
            case .cloudPictures(let session): cloudPicturesTick(loop, session: session)
            }
        }
        lock.locked {
            state.video.pacer.endTick()
            armFramePacer(&state.video.pacer, alive: state.alive)
        }
    }
}
