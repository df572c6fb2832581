import AgoraRtcSim
import MediaDecoding

/// The encoded track's source (the original's MP4 demuxer over its sample clip): the bundled MP4's H.264 packets,
/// read once, handed out at the clip's frame rate on the session's clock and starting over at the end. The clip
/// opens with a key frame, so a decoder picks each loop up cleanly.
@MainActor
final class EncodedClipSource {
    let stream: MediaStreamInfo
    /// Called with each packet.
    var onPacket: ((MediaEncodedPacket) -> Void)?
    private let packets: [MediaEncodedPacket]
    private let loop: ClockPacedLoop

    init(path: String, clock: any AgoraSimClock) throws {
        let reader = try MediaPacketReader(path: path)
        var packets: [MediaEncodedPacket] = []
        while let packet = try reader.next() { packets.append(packet) }
        guard !packets.isEmpty else { throw MediaDecodeError.noStream }
        stream = reader.stream
        self.packets = packets
        loop = ClockPacedLoop(framesPerSecond: reader.stream.frameRate > 0 ? reader.stream.frameRate : 15, clock: clock)
        loop.onTick = { [weak self] index, _ in
            guard let self else { return }
            self.onPacket?(self.packets[index % self.packets.count])
        }
    }

    func start() { loop.start() }
    func stop() { loop.stop() }
}
