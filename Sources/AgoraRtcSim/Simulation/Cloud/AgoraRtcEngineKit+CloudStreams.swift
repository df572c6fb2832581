import Foundation

// Simulcast across instances (issue 34): the main connection's pictures name the smaller streams it sends
// (`setDualStreamMode`, `setSimulcastConfig`) and which of their frames each picture is; a receiver keeps the frames
// of the stream `setRemoteVideoStreamType` picked (by the rules it applies to the engine's own users,
// `SimEngineState+Simulcast`), shows them at that stream's size, and measures that stream's rate.
extension AgoraRtcEngineKit {
    /// The simulcast streams `picture`, about to be sent by `link`, belongs to (the main connection's camera only).
    func addCloudStreams(_ s: inout SimEngineState, _ link: SimLinkIndex, _ picture: inout AgoraSimPeerPicture) {
        guard link.isMain else { return }
        let setup = s.services.simulcast
        let offered = SimCloudLayerSender.offered(setup)
        picture.lowStreamMode = setup.dualStreamMode == .enableSimulcastStream ? .enableSimulcastStream : .disableSimulcastStream
        guard !offered.isEmpty else { return }
        picture.layers = s[link].cloud.layersOut.layers(offered, at: now)
    }

    /// What `link` receives of a picture of another instance's user: the publisher's streams are learnt from it, and
    /// the picture is one of the picked stream's frames (renumbered in that stream, at its size), or nil when it is
    /// not one of them.
    func cloudPictureForStream(_ s: inout SimEngineState, _ link: SimLinkIndex,
                               _ picture: AgoraSimPeerPicture) -> AgoraSimPeerPicture? {
        guard let index = s[link].cloudPeerIndex(UInt(picture.uid)) else { return picture }
        var config: AgoraSimulcastConfig?
        for layer in picture.layers {
            guard let slot = SimSimulcast.layer(for: layer.streamType) else { continue }
            var layers = config ?? AgoraSimulcastConfig()
            guard layers.configs.indices.contains(slot.rawValue) else { continue }
            layers.configs[slot.rawValue] = AgoraStreamLayerConfig(dimensions: CGSize(width: layer.width, height: layer.height),
                                                                   framerate: Int32(layer.fps), enable: true)
            config = layers
        }
        s[link].remotes[index].simulcast = config
        s[link].remotes[index].dualStreamMode = picture.lowStreamMode
        let stream = s.receivedVideo(link, s[link].remotes[index])
        var shown = picture
        var type = AgoraVideoStreamType.high
        // A stream the picture does not name (asked for, but not sent) is answered with the main one.
        if stream.type != .high, let layer = picture.layers.first(where: { $0.streamType == stream.type }) {
            guard layer.sequence > 0 else { return nil }
            shown.sequence = layer.sequence
            (shown.width, shown.height) = (stream.width, stream.height)
            type = stream.type
        }
        s[link].remotes[index].cloud?.video.receives(type)
        return shown
    }
}
