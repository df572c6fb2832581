/// The smaller streams a simulcasting connection sends to other instances (issue 34): each picture is one of a
/// stream's frames when that stream's rate is due, numbered within the stream, so a receiver that picked it
/// measures its rate and its losses, not the main stream's.
struct SimCloudLayerSender: Sendable {
    /// A stream as the publisher configured it.
    struct Offered: Equatable, Sendable {
        var streamType: AgoraVideoStreamType
        var width: Int
        var height: Int
        var fps: Int
    }

    private struct Sent: Sendable {
        var count: UInt32 = 0
        var at: Double?
    }

    private var sent: [Int: Sent] = [:]

    /// The streams of a picture sent at `now`; a stream's frames are spaced by its frame interval (a tenth of it to
    /// spare, so a picture due a little early still counts).
    mutating func layers(_ offered: [Offered], at now: Double) -> [AgoraSimPeerPictureLayer] {
        offered.map { stream in
            var record = sent[stream.streamType.rawValue] ?? Sent()
            var sequence: UInt32 = 0
            if record.at.map({ now - $0 >= 0.9 / Double(max(1, stream.fps)) }) ?? true {
                record.count &+= 1
                record.at = now
                sequence = record.count
            }
            sent[stream.streamType.rawValue] = record
            return AgoraSimPeerPictureLayer(streamType: stream.streamType, width: stream.width, height: stream.height,
                                            fps: stream.fps, sequence: sequence)
        }
    }

    /// What `setup` makes the publisher send beside its main stream: the low stream when dual stream is on (AUTO
    /// starts it on a host's request, which other instances do not send: it stays off across instances), then each
    /// enabled layer.
    static func offered(_ setup: SimSimulcastSetup) -> [Offered] {
        var streams: [Offered] = []
        if setup.dualStreamMode == .enableSimulcastStream {
            streams.append(Offered(streamType: .low, width: SimReceivedVideo.lowWidth, height: SimReceivedVideo.lowHeight,
                                   fps: SimReceivedVideo.lowFps))
        }
        if let config = setup.layers {
            for layer in SimSimulcast.enabledLayers(config) {
                let c = SimSimulcast.config(config, layer)
                streams.append(Offered(streamType: SimSimulcast.streamType(of: layer), width: Int(c.dimensions.width),
                                       height: Int(c.dimensions.height), fps: Int(c.framerate)))
            }
        }
        return streams
    }
}
