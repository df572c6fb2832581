// Content inspection's uploads: the SDK has no callback for the result (Agora's server posts it to the customer's
// webhook), so the simulation logs each upload as a trace line of its own (kind `.simulation`), for the log only.
extension AgoraRtcEngineKit {
    /// Every `interval` seconds while the config stands; a screenshot is taken and uploaded only while the local
    /// user is in the channel sending camera video (there is nothing to moderate otherwise).
    func scheduleInspectUpload(_ module: AgoraContentInspectModule, scope: SimScope.Token) {
        after(Double(module.interval)) { engine in
            let upload = engine.lock.locked { () -> (count: Int, channel: String, uid: UInt, width: Int, height: Int)? in
                guard engine.state.services.contentInspect.runs(scope) else { return nil }
                engine.scheduleInspectUpload(module, scope: scope)
                guard engine.state.publishesVideo(.main), let session = engine.state[.main].session else { return nil }
                let count = engine.state.services.contentInspect.countUpload(module.type)
                let size = engine.state.video.encoder.dimensions
                return (count, session.channelId, session.uid, Int(size.width), Int(size.height))
            }
            guard let upload else { return }
            engine.trace(.simulation, "contentInspect",
                         "screenshot \(upload.count) of .\(module.type) (\(upload.width)x\(upload.height) at "
                         + ".\(module.position)) uploaded for channel \(SimTraceText.quoted(upload.channel)), "
                         + "uid \(upload.uid); the result goes to the webhook")
        }
    }
}
