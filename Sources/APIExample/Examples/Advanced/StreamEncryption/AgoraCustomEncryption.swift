import AgoraRtcSim

/// The original's AgoraCustomEncryption helper: installs (or removes) a packet observer that applies the sample's
/// own scheme to every audio and video packet. The scheme is a teaching toy, not encryption: use the built-in
/// modes for real protection.
enum AgoraCustomEncryption {
    @discardableResult
    static func registerPacketProcessing(_ engine: AgoraRtcEngineKit) -> Int32 {
        engine.registerPacketObserver(XorPacketObserver())
    }

    @discardableResult
    static func deregisterPacketProcessing(_ engine: AgoraRtcEngineKit) -> Int32 {
        engine.registerPacketObserver(nil)
    }
}
