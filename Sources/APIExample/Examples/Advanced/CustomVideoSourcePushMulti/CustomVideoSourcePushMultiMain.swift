import AgoraRtcSim
import Foundation
import MediaDecoding
import MediaFormats

/// Several custom video sources at once, each its own user of the channel. The app joins as an audience member
/// on a `joinChannelEx` connection and keeps a pool of four slots. "Create Video Track" makes a raw track
/// (`createCustomVideoTrack`), pushes the bundled Y4M clip to it (`pushExternalVideoFrame(_:videoTrackId:)`, each
/// track from another point of the clip) and publishes it on a connection of its own as a host; "Create Video
/// Track(Encode)" does the same with an encoded track (`createCustomEncodedVideoTrack`) fed the bundled MP4's
/// real H.264 packets (`pushExternalEncodedVideoFrame`). The app draws what it pushes into the slot itself, as the
/// original's sample-buffer views do. Remote users take the free slots through the main connection. "Destroy
/// Track" destroys the newest track and leaves its connection.
///
/// Departures from the original:
/// - A raw track pushes the bundled Y4M clip, each track from another quarter of it so the slots are told apart, where
///   the original pushes the same 320×180 `sample.yuv` at 15 fps to every track.
/// - An encoded track is fed the bundled MP4 instead of a `sample.mp4` downloaded on first use, and each frame says
///   whether it is a key frame and carries the clip's real frame rate; the original marks every frame a 30 fps key
///   frame.
/// - Destroy Track makes only the destroy call that matches the track's kind; the original calls both
///   `destroyCustomVideoTrack` and `destroyCustomEncodedVideoTrack` with the same id, one of which the SDK refuses.
/// - A fifth track is refused with a notice and the buttons are disabled while they cannot act; the original ignores
///   the tap.
/// - Leaving destroys every track before leaving its connection; the original only leaves the connections and leaves
///   the tracks to the engine's destroy.
/// - Each track's slot carries a line naming the track id and its kind (raw NV12 or encoded H.264), and the button
///   labels are spelled "Create Video Track" and "Destroy Track" (the original's "Create VideoTrack", "Destory Track").
final class CustomVideoSourcePushMultiMain: CaseSession<CustomVideoSourcePushMultiEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case createTrack, createEncodedTrack, destroyTrack

        var labelKey: String {
            switch self {
            case .createTrack: "customVideoMulti.control.create"
            case .createEncodedTrack: "customVideoMulti.control.createEncoded"
            case .destroyTrack: "customVideoMulti.control.destroy"
            }
        }

        var kind: SessionControl.Kind { .action }
        var startsEnabled: Bool { false }
    }

    /// The original's 2×2 pool.
    static let slotCount = 4

    /// One view of the pool: free, a track of ours (raw or encoded) on its own connection, or a remote user.
    private struct Slot {
        enum Content {
            case free
            case track(id: UInt, encoded: Bool)
            case remote
        }

        /// A track's connection uid (10000–99999, drawn anew when the slot frees), or the remote user's.
        var uid: UInt
        var content = Content.free
        var view: AppVideoView?
        var rawSource: Y4MFileSource?
        var encodedSource: EncodedClipSource?

        var trackId: UInt? {
            if case .track(let id, _) = content { id } else { nil }
        }

        var isFree: Bool {
            if case .free = content { true } else { false }
        }
    }

    private var random: SeededRandom
    /// The main connection's uid, random like the original's.
    let uid: UInt
    private var slots: [Slot] = []

    private var mainConnection: AgoraRtcConnection {
        AgoraRtcConnection(channelId: config.channelName, localUid: uid)
    }

    required init(configs: Configs, context: SessionContext) {
        var random = SeededRandom(seed: context.settings.seed ^ 0x6375_7374_6F6D_4D75)
        uid = UInt.random(in: 1...9999, using: &random)
        slots = (0..<Self.slotCount).map { _ in Slot(uid: UInt.random(in: 10000...99999, using: &random)) }
        self.random = random
        super.init(configs: configs, context: context)
    }

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        engine.setDefaultAudioRouteToSpeakerphone(true)

        // The main connection only watches: audience, subscribing to everyone, publishing nothing.
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .audience
        options.autoSubscribeAudio = true
        options.autoSubscribeVideo = true
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = false
        joinAsMainExWhenPermitted(mainConnection, delegate: self, options: options)
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine, isJoined else { return false }
        switch control {
        case .createTrack, .createEncodedTrack:
            guard let index = slots.firstIndex(where: \.isFree) else {
                show(SessionNotice("customVideoMulti.full", [String(Self.slotCount)]))
                return false
            }
            let created = control == .createTrack ? createTrack(engine, in: index) : createEncodedTrack(engine, in: index)
            guard created else { return false }
        case .destroyTrack:
            guard let index = slots.lastIndex(where: { $0.trackId != nil }) else { return false }
            destroyTrack(engine, in: index)
        }
        updateButtons()
        return true
    }

    private func createTrack(_ engine: AgoraRtcEngineKit, in index: Int) -> Bool {
        guard let video = openClip() else { return false }
        let trackId = engine.createCustomVideoTrack()
        guard trackId != AgoraRtcEngineKit.invalidVideoTrackId else { return refused("createCustomVideoTrack") }
        let view = slotTile(index, key: "customVideoMulti.tile.raw", trackId: UInt(trackId))
        // Each track starts at another quarter of the clip, so the slots are told apart at a glance.
        let source = Y4MFileSource(video: video, clock: context.clock,
                                   startFrame: index * video.frames.count / Self.slotCount)
        source.onFrame = { [weak self] i420, timeMs in
            self?.push(i420, width: video.width, height: video.height, timeMs: timeMs, trackId: UInt(trackId))
            view.display(i420: i420, width: video.width, height: video.height, timestampMs: timeMs)
        }
        slots[index].content = .track(id: UInt(trackId), encoded: false)
        slots[index].rawSource = source
        source.start()

        var options = AgoraRtcChannelMediaOptions()
        options.publishCustomVideoTrack = true
        options.customVideoTrackId = Int(trackId)
        publish(slot: index, options)
        return true
    }

    private func createEncodedTrack(_ engine: AgoraRtcEngineKit, in index: Int) -> Bool {
        let source: EncodedClipSource
        do {
            source = try EncodedClipSource(path: CaseMedia.resolve(SampleMovie.fileName), clock: context.clock)
        } catch {
            note("customVideoMulti.log.clipFailed", [SampleMovie.fileName, String(describing: error)], kind: .error)
            show(SessionNotice("customVideoMulti.clipFailed", [SampleMovie.fileName], severity: .error))
            return false
        }
        var trackOptions = AgoraEncodedVideoTrackOptions()
        trackOptions.codecType = .H264
        let trackId = engine.createCustomEncodedVideoTrack(trackOptions)
        guard trackId != AgoraRtcEngineKit.invalidVideoTrackId else { return refused("createCustomEncodedVideoTrack") }
        let view = slotTile(index, key: "customVideoMulti.tile.encoded", trackId: UInt(trackId))
        // The app shows what it sends by decoding it itself, as the original's display layer does.
        let localDecoder = try? MediaVideoDecoder(codecName: source.stream.codecName)
        let stream = source.stream
        source.onPacket = { [weak self] packet in
            var info = AgoraEncodedVideoFrameInfo()
            info.codecType = .H264
            info.frameType = packet.isKeyFrame ? .keyFrame : .deltaFrame
            info.framesPerSecond = Int(stream.frameRate.rounded())
            info.width = stream.width
            info.height = stream.height
            self?.engine?.pushExternalEncodedVideoFrame(Data(packet.data), info: info, videoTrackId: UInt(trackId))
            if let picture = try? localDecoder?.decode(packet.data) {
                view.display(i420: picture.y + picture.u + picture.v, width: picture.width, height: picture.height,
                             timestampMs: packet.ptsMilliseconds)
            }
        }
        slots[index].content = .track(id: UInt(trackId), encoded: true)
        slots[index].encodedSource = source
        source.start()

        var options = AgoraRtcChannelMediaOptions()
        options.publishEncodedVideoTrack = true
        options.customVideoTrackId = Int(trackId)
        publish(slot: index, options)
        return true
    }

    /// The slot's connection joins as a host publishing only its track, and receives nothing.
    private func publish(slot index: Int, _ trackOptions: AgoraRtcChannelMediaOptions) {
        var options = trackOptions
        options.clientRoleType = .broadcaster
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = false
        options.autoSubscribeAudio = false
        options.autoSubscribeVideo = false
        joinExWhenPermitted(connection(of: index), delegate: nil, options: options)
    }

    private func destroyTrack(_ engine: AgoraRtcEngineKit, in index: Int) {
        guard case .track(let trackId, let encoded) = slots[index].content else { return }
        slots[index].rawSource?.stop()
        slots[index].encodedSource?.stop()
        if encoded {
            engine.destroyCustomEncodedVideoTrack(trackId)
        } else {
            engine.destroyCustomVideoTrack(trackId)
        }
        leave(slot: index, engine)
        removeRemoteTile(slots[index].uid)
        freeSlot(index)
    }

    private func leave(slot index: Int, _ engine: AgoraRtcEngineKit) {
        let connection = connection(of: index)
        // A token still on its way for this connection is dropped with it.
        forgetJoin(connection)
        if engine.getConnectionStateEx(connection) != .disconnected {
            engine.leaveChannelEx(connection, leaveChannelBlock: nil)
        }
    }

    private func connection(of index: Int) -> AgoraRtcConnection {
        AgoraRtcConnection(channelId: config.channelName, localUid: slots[index].uid)
    }

    /// A tile for the slot's pushed pictures, which the app draws itself.
    private func slotTile(_ index: Int, key: String, trackId: UInt) -> AppVideoView {
        let view = AppVideoView()
        slots[index].view = view
        remoteAppTile(view, uid: slots[index].uid, placeholderKey: "customVideoMulti.tile.waiting")
        updateTile(uid: slots[index].uid, .notes([.text(key, [String(trackId)])]))
        return view
    }

    private func freeSlot(_ index: Int) {
        slots[index] = Slot(uid: UInt.random(in: 10000...99999, using: &random))
    }

    private func refused(_ api: String) -> Bool {
        note("customVideoMulti.log.refused", [api], kind: .error)
        show(SessionNotice("customVideoMulti.refused", [api], severity: .error))
        return false
    }

    private func updateButtons() {
        let hasFree = slots.contains(where: \.isFree)
        enable(.createTrack, isJoined && hasFree)
        enable(.createEncodedTrack, isJoined && hasFree)
        enable(.destroyTrack, isJoined && slots.contains { $0.trackId != nil })
    }

    /// The bundled Y4M clip, or nil after telling the user why not.
    private func openClip() -> Y4MVideo? {
        do {
            let video = try Y4MVideo.read(contentsOf: CaseMedia.resolve(SampleVideoClip.fileName), maximumBytes: 64 << 20)
            guard !video.frames.isEmpty else { throw MediaFormatError.truncated("no frames") }
            return video
        } catch {
            note("customVideoMulti.log.clipFailed", [SampleVideoClip.fileName, String(describing: error)], kind: .error)
            show(SessionNotice("customVideoMulti.clipFailed", [SampleVideoClip.fileName], severity: .error))
            return nil
        }
    }

    /// One frame in the original's pixel-buffer form (NV12) to track `trackId`.
    private func push(_ i420: [UInt8], width: Int, height: Int, timeMs: Int, trackId: UInt) {
        let frame = PixelBufferPacking.frame(i420: i420, width: width, height: height, timeMs: timeMs)
        engine?.pushExternalVideoFrame(frame, videoTrackId: trackId)
    }

    // MARK: - The main connection

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain { self.updateButtons() }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.remoteJoined(uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.remoteLeft(uid) }
    }

    private func remoteJoined(_ uid: UInt) {
        // One of our own track connections: its slot already shows what it pushes.
        guard !slots.contains(where: { $0.uid == uid }) else { return }
        guard let index = slots.firstIndex(where: \.isFree) else {
            note("customVideoMulti.log.noSlot", [String(uid)])
            return
        }
        slots[index].uid = uid
        slots[index].content = .remote
        engine?.setupRemoteVideoEx(remoteCanvas(for: uid, renderMode: .fit), connection: mainConnection)
        updateButtons()
    }

    private func remoteLeft(_ uid: UInt) {
        guard let index = slots.firstIndex(where: { $0.uid == uid }), case .remote = slots[index].content else { return }
        engine?.setupRemoteVideoEx(AgoraRtcVideoCanvas(uid: uid, view: nil), connection: mainConnection)
        removeRemoteTile(uid)
        freeSlot(index)
        updateButtons()
    }

    // MARK: - Teardown

    /// Every track is destroyed and its connection left (the original left the tracks to the engine's destroy), then
    /// the main connection leaves; the base class destroys the engine.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        for index in slots.indices where slots[index].trackId != nil {
            destroyTrack(engine, in: index)
        }
        guard isJoined else { return }
        forgetJoin(mainConnection)
        engine.leaveChannelEx(mainConnection, leaveChannelBlock: nil)
    }
}
