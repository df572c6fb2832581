// Simulcast, subscriber side: asking a publisher for a layer gets that layer's picture, or the nearest one the
// publisher sends; a publisher that sends no layers answers with its main stream, as the SDK does.
extension SimEngineState {
    func simulcastVideo(of user: SimRemoteUser, asking wanted: AgoraStreamLayerIndex) -> SimReceivedVideo {
        guard let config = user.simulcast, let layer = SimSimulcast.served(wanted, in: config) else { return .high(of: user) }
        let served = SimSimulcast.config(config, layer)
        let (long, short) = (Int(max(served.dimensions.width, served.dimensions.height)),
                             Int(min(served.dimensions.width, served.dimensions.height)))
        // Layers are scaled from the main stream, so a publisher holding the phone upright sends upright layers.
        let portrait = user.height > user.width
        return SimReceivedVideo(type: SimSimulcast.streamType(of: layer), width: portrait ? short : long,
                                height: portrait ? long : short, fps: Int(served.framerate),
                                kbps: SimSimulcast.kbps(served, live: channelProfile == .liveBroadcasting))
    }
}
