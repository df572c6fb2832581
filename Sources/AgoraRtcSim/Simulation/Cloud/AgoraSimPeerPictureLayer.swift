/// One of the smaller streams a simulcasting sender sends beside its main one (the low stream of
/// `setDualStreamMode`, a layer of `setSimulcastConfig`), as a picture on the wire names it: its nominal size and
/// rate, and whether this picture is one of its frames. A receiver keeps only the frames of the stream
/// `setRemoteVideoStreamType` picked, so what it measures (rate, loss) is that stream's.
public struct AgoraSimPeerPictureLayer: Sendable, Equatable {
    /// `.low` or `.layer1` … `.layer6`.
    public var streamType: AgoraVideoStreamType
    public var width: Int
    public var height: Int
    public var fps: Int
    /// Counts this stream's frames from 1; 0: this picture is not one of them (the stream's rate is lower).
    public var sequence: UInt32

    public init(streamType: AgoraVideoStreamType, width: Int, height: Int, fps: Int, sequence: UInt32) {
        self.streamType = streamType
        self.width = width
        self.height = height
        self.fps = fps
        self.sequence = sequence
    }
}
