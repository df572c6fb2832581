import Foundation
import MediaDecoding
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// Media recorders in virtual time: the MP4 they write is read back with `ffprobe` (what a player sees) and decoded
/// with the media layer (the pictures and the voice in it).
@Suite struct MediaRecorderTests {
    private func config(_ path: String, maxMs: UInt = 120_000, interval: UInt = 1000) -> AgoraMediaRecorderConfiguration {
        AgoraMediaRecorderConfiguration(storagePath: path, containerFormat: .MP4, streamType: .both, maxDurationMs: maxMs,
                                        recorderInfoUpdateInterval: interval)
    }

    private func recorder(_ sim: SimHarness, uid: UInt = 0, type: AgoraRecorderStreamType = .rtc,
                          events: MediaRecorderEvents) throws -> AgoraMediaRecorder {
        let recorder = try #require(sim.engine.createMediaRecorder(withInfo: AgoraRecorderStreamInfo(channelId: "demo", uid: uid, type: type)))
        #expect(recorder.setMediaRecorderDelegate(events) == 0)
        return recorder
    }

    private func firstRemote(_ sim: SimHarness) throws -> UInt {
        let event = try #require(sim.recorder.events.first { $0.hasPrefix("joined ") })
        return try #require(UInt(event.dropFirst("joined ".count)))
    }

    /// The file's sound at 48 kHz mono.
    private func sound(_ path: String) throws -> [Int16] {
        try MediaSound.decode(path, sampleRate: 48_000, maxChannels: 1, maximumMilliseconds: 60_000).samples
    }

    /// The file's first `count` pictures, decoded at a small size.
    private func pictures(_ path: String, count: Int) throws -> [MediaVideoFrame] {
        let file = try MediaFile.open(path)
        defer { file.close() }
        var frames: [MediaVideoFrame] = []
        while frames.count < count, let frame = try file.nextVideoFrame(width: 64, height: 36) { frames.append(frame) }
        return frames
    }

    /// Only `name` in `folder`: no track files beside the MP4.
    private func onlyFile(_ folder: ScratchDirectory, _ name: String) throws -> Bool {
        try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name]
    }

    /// The local video at `width`×`height`, 15 fps, standard bitrate: what a recording of it declares.
    private func encode(_ sim: SimHarness, width: Int, height: Int) {
        sim.engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
            size: CGSize(width: width, height: height), frameRate: .fps15, bitrate: AgoraVideoBitrateStandard,
            orientationMode: .adaptative, mirrorMode: .auto))
    }

    @Test func localRecordingWritesPlayableVideoAndAudio() throws {
        let folder = try ScratchDirectory(prefix: "apiexample-rec-local")
        defer { folder.remove() }
        let sim = SimHarness(remotes: 1)
        defer { sim.destroy() }
        encode(sim, width: 960, height: 540)
        sim.engine.startPreview()
        sim.joinAsBroadcaster(uid: 4321)
        let events = MediaRecorderEvents()
        let recorder = try recorder(sim, uid: 4321, events: events)
        #expect(recorder.startRecording(config(folder.file("4321.mp4"))) == 0)
        sim.advance(3.0)
        #expect(recorder.stopRecording() == 0)
        sim.advance(0.1)
        #expect(events.states.map(\.state) == [.started, .stopped])
        #expect(events.states.last?.reason == AgoraMediaRecorderReasonCode.none)
        // Every second while recording, plus the closed file's figures.
        #expect((3...4).contains(events.infos.count), "\(events.infos.count)")
        #expect(try onlyFile(folder, "4321.mp4"), "one file, as the SDK writes")
        let probe = try FFprobeStreams.probe(folder.file("4321.mp4"))
        #expect(probe.formatName.contains("mp4"))
        #expect(abs(probe.duration - 3.0) < 0.1, "\(probe.duration)")
        let video = try #require(probe.video.first)
        #expect(probe.video.count == 1 && probe.audio.count == 1)
        #expect(video.codecName == "h264")
        #expect((video.width, video.height) == (960, 540), "the stream's declared size")
        #expect(video.frameRate == 15)
        #expect(abs(video.frames - 45) <= 1, "3 s at 15 fps: \(video.frames)")
        let audio = try #require(probe.audio.first)
        #expect(audio.codecName == "aac")
        #expect((audio.sampleRate, audio.channels) == (48_000, 1), "the live profile's format")
        #expect(abs(audio.duration - 3.0) < 0.1, "\(audio.duration)")
        #expect(Set(try pictures(folder.file("4321.mp4"), count: 45).map(\.y)).count > 10, "a moving picture")
        #expect(PCMLevel.level(try sound(folder.file("4321.mp4"))) > 50, "the microphone's voice")
        let last = try #require(events.infos.last)
        #expect(last.recorderFileName == folder.file("4321.mp4"))
        #expect(abs(Int(last.durationMs) - 3000) <= 70)
        let size = try #require(FileManager.default.attributesOfItem(atPath: folder.file("4321.mp4"))[.size] as? Int)
        #expect(Int(last.fileSize) == size, "the closed file's size")
        #expect(events.infos.dropLast().allSatisfy { $0.fileSize > 0 && Int($0.fileSize) <= size }, "what was on disk then")
    }

    /// The size reported while recording is what has reached the disk, and it follows the recording as the SDK's
    /// does: the encoder holds no pictures back (x264's default look-ahead kept them for 2.7 s, and the muxer,
    /// waiting to interleave them with the audio, wrote nothing but the header meanwhile) and each packet is written
    /// through. About 20 KB a second here (100 kbps of video, 64 kbps of audio).
    @Test func theFileGrowsWhileItRecords() throws {
        let folder = try ScratchDirectory(prefix: "apiexample-rec-grows")
        defer { folder.remove() }
        let sim = SimHarness(remotes: 0)
        defer { sim.destroy() }
        encode(sim, width: 320, height: 180)
        sim.engine.startPreview()
        sim.joinAsBroadcaster(uid: 4321)
        let events = MediaRecorderEvents()
        let recorder = try recorder(sim, uid: 4321, events: events)
        #expect(recorder.startRecording(config(folder.file("grows.mp4"))) == 0)
        sim.advance(2.1)
        let sizes = events.infos.map { Int($0.fileSize) }
        #expect(sizes.count == 2, "at 1 s and 2 s: \(sizes)")
        #expect(sizes.first.map { $0 > 5_000 } == true, "a second's worth on disk at 1 s, not only the header: \(sizes)")
        #expect(sizes.last.map { $0 > 20_000 } == true, "two seconds' worth at 2 s: \(sizes)")
        #expect(sizes == sizes.sorted() && Set(sizes).count == sizes.count, "growing: \(sizes)")
        #expect(recorder.stopRecording() == 0)
        sim.advance(0.1)
        let probe = try FFprobeStreams.probe(folder.file("grows.mp4"))
        #expect(probe.video.first?.codecName == "h264" && probe.audio.first?.codecName == "aac")
        #expect(abs(probe.duration - 2.1) < 0.1, "\(probe.duration)")
    }

    @Test func remoteRecordingHasThatUsersPictureAndVoice() throws {
        let folder = try ScratchDirectory(prefix: "apiexample-rec-remote")
        defer { folder.remove() }
        let sim = SimHarness(remotes: 2)
        defer { sim.destroy() }
        sim.joinAsBroadcaster()
        sim.advance(2)
        let uid = try firstRemote(sim)
        let events = MediaRecorderEvents()
        let recorder = try recorder(sim, uid: uid, events: events)
        #expect(recorder.startRecording(config(folder.file("\(uid).mp4"), interval: 0)) == 0)
        sim.advance(2.0)
        recorder.stopRecording()
        sim.advance(0.1)
        #expect(events.states.map(\.state) == [.started, .stopped])
        #expect(events.infos.isEmpty, "no updates asked for")
        let path = folder.file("\(uid).mp4")
        let probe = try FFprobeStreams.probe(path)
        let video = try #require(probe.video.first)
        let declared = sim.engine.lock.locked { sim.engine.state.recordedStream(.main, recorder.streamInfo).picture }
        #expect((video.width, video.height) == (declared.width, declared.height), "the remote stream's declared size")
        #expect(video.width >= 320, "not the tile raster: \(video.width)")
        #expect(Int(video.frameRate) == declared.fps && [15, 24, 30].contains(declared.fps))
        #expect(abs(Double(video.frames) - 2 * video.frameRate) <= 1, "\(video.frames) frames at \(video.frameRate) fps")
        let painted = SimFramePainter.paint(uid: uid, width: 640, height: 360, timestampMs: 0, mirrored: false)
        let first = try #require(try pictures(path, count: 1).first)
        #expect(abs(Int(first.u[first.u.count / 2]) - Int(painted.chromaU[0])) <= 3, "the remote user's tint")
        #expect(abs(Int(first.v[first.v.count / 2]) - Int(painted.chromaV[0])) <= 3)
        #expect(try #require(probe.audio.first).codecName == "aac")
        #expect(abs(probe.duration - 2.0) < 0.1)
        #expect(PCMLevel.level(try sound(path)) > 50)
    }

    @Test func maximumDurationStopsWithOverMaxDuration() throws {
        let folder = try ScratchDirectory(prefix: "apiexample-rec-max")
        defer { folder.remove() }
        let sim = SimHarness(remotes: 0)
        defer { sim.destroy() }
        sim.joinAsBroadcaster()
        let events = MediaRecorderEvents()
        let recorder = try recorder(sim, events: events)
        #expect(recorder.startRecording(config(folder.file("short.mp4"), maxMs: 1500)) == 0)
        sim.advance(3)
        #expect(events.states.map(\.state) == [.started, .stopped])
        #expect(events.states.last?.reason == .overMaxDuration)
        #expect(recorder.stopRecording() == 0, "stopping a finished recorder is harmless")
        let probe = try FFprobeStreams.probe(folder.file("short.mp4"))
        #expect(probe.video.first?.frames == 22, "1.5 s at 15 fps")
        #expect(abs((probe.audio.first?.duration ?? 0) - 1.5) < 0.05)
        #expect(recorder.startRecording(config(folder.file("again.mp4"), maxMs: 500)) == 0, "a stopped recorder starts again")
    }

    @Test func unwritableDirectoryFailsThroughTheStateCallback() throws {
        let sim = SimHarness(remotes: 0)
        defer { sim.destroy() }
        sim.joinAsBroadcaster()
        let events = MediaRecorderEvents()
        let recorder = try recorder(sim, events: events)
        #expect(recorder.startRecording(config("/nonexistent-apiexample-dir/out.mp4")) == 0)
        sim.advance(0.5)
        #expect(events.states.count == 1)
        #expect(events.states.first?.state == .error && events.states.first?.reason == .writeFailed)
        #expect(recorder.startRecording(config("/nonexistent-apiexample-dir/out.mp4")) == -4, "stop first after an error")
        #expect(recorder.stopRecording() == 0)
        #expect(recorder.startRecording(config("/nonexistent-apiexample-dir/out.mp4")) == 0)
    }

    /// A FIFO nobody reads where a track file goes: the failure is reported at once, instead of the open waiting for
    /// a reader on the caller's queue (the main one) for ever.
    @Test func aFIFOWithNoReaderFailsThroughTheStateCallback() throws {
        let folder = try ScratchDirectory(prefix: "apiexample-rec-fifo")
        let fifo = try FIFOWatchdog(path: folder.file("local.mp4"))
        defer { fifo.stop() }
        let sim = SimHarness(remotes: 0)
        defer { sim.destroy() }
        sim.joinAsBroadcaster()
        let events = MediaRecorderEvents()
        let recorder = try recorder(sim, events: events)
        #expect(recorder.startRecording(config(folder.file("local.mp4"))) == 0)
        sim.advance(0.5)
        #expect(events.states.first?.state == .error && events.states.first?.reason == .writeFailed)
        #expect(!fifo.fired, "startRecording waited for a reader")
    }

    @Test func argumentAndStateRules() throws {
        let folder = try ScratchDirectory(prefix: "apiexample-rec-rules")
        defer { folder.remove() }
        let sim = SimHarness(remotes: 1)
        defer { sim.destroy() }
        #expect(sim.engine.createMediaRecorder(withInfo: AgoraRecorderStreamInfo(channelId: "", uid: 0)) == nil)
        #expect(sim.engine.createMediaRecorder(withInfo: AgoraRecorderStreamInfo(channelId: "bad/name", uid: 0)) == nil)
        let events = MediaRecorderEvents()
        let local = try recorder(sim, events: events)
        #expect(local.startRecording(config(folder.file("a.mp4"))) == -113, "not in the channel yet")
        sim.joinAsBroadcaster()
        #expect(local.startRecording(config("")) == -2)
        #expect(local.startRecording(config(folder.path + "/")) == -2)
        #expect(local.startRecording(config(folder.file("a.mp4"), maxMs: 0)) == -2)
        #expect(local.startRecording(config(folder.file("a.mp4"), interval: 500)) == -2)
        #expect(local.startRecording(config(folder.file("a.mp4"), interval: 20_000)) == -2)
        #expect(local.startRecording(config(folder.file("a.mp4"))) == 0)
        #expect(local.startRecording(config(folder.file("b.mp4"))) == -4, "already recording")
        sim.advance(0.5)
        let stranger = try recorder(sim, uid: 4_000_000_000, events: events)
        #expect(stranger.startRecording(config(folder.file("c.mp4"))) == -2, "nobody with that uid here")
        #expect(sim.engine.destroy(local) == 0)
        #expect(sim.engine.destroy(local) == -2)
        #expect(local.startRecording(config(folder.file("a.mp4"))) == -7)
        #expect(local.stopRecording() == -7)
        #expect(sim.engine.destroy(nil) == -2)
        // Destroying mid-recording still leaves a whole file.
        let probe = try FFprobeStreams.probe(folder.file("a.mp4"))
        #expect(abs(probe.duration - 0.5) < 0.1, "\(probe.duration)")
        #expect((probe.video.first?.frames ?? 0) >= 6)
    }

    @Test func leavingAndDestroyingCloseTheFiles() throws {
        let folder = try ScratchDirectory(prefix: "apiexample-rec-leave")
        defer { folder.remove() }
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster()
        let events = MediaRecorderEvents()
        let channel = try recorder(sim, events: events)
        let preview = try recorder(sim, type: .preview, events: events)
        #expect(channel.startRecording(config(folder.file("channel.mp4"), interval: 0)) == 0)
        #expect(preview.startRecording(config(folder.file("preview.mp4"), interval: 0)) == 0)
        sim.advance(1.0)
        sim.engine.leaveChannel(nil)
        sim.advance(0.1)
        #expect(events.states.map(\.state) == [.started, .started, .error])
        #expect(events.states.last?.reason == .noStream, "the channel's stream ended with the channel")
        #expect(abs(try FFprobeStreams.probe(folder.file("channel.mp4")).duration - 1.0) < 0.1)
        sim.advance(1.0)
        sim.destroy()
        // The preview recorder ran on after leaving; destroying the engine closed its file.
        let probe = try FFprobeStreams.probe(folder.file("preview.mp4"))
        #expect(abs((probe.audio.first?.duration ?? 0) - 2.05) < 0.1, "\(probe.duration)")
        #expect((29...32).contains(probe.video.first?.frames ?? 0), "\(probe.video.first?.frames ?? 0)")
    }

    @Test func aStreamGoneForFiveSecondsEndsWithNoStream() throws {
        let folder = try ScratchDirectory(prefix: "apiexample-rec-nostream")
        defer { folder.remove() }
        let sim = SimHarness(remotes: 1)
        defer { sim.destroy() }
        sim.joinAsBroadcaster()
        sim.advance(2)
        let uid = try firstRemote(sim)
        let events = MediaRecorderEvents()
        let recorder = try recorder(sim, uid: uid, events: events)
        #expect(recorder.startRecording(config(folder.file("gone.mp4"), interval: 0)) == 0)
        sim.advance(1)
        var options = AgoraRtcChannelMediaOptions()
        options.autoSubscribeAudio = false
        options.autoSubscribeVideo = false
        sim.engine.updateChannel(with: options)
        sim.advance(4.5)
        #expect(events.states.map(\.state) == [.started], "still within 5 s")
        sim.advance(1)
        #expect(events.states.last?.state == .error && events.states.last?.reason == .noStream)
        // The gap is in the files: the last picture repeated, silence.
        let samples = try sound(folder.file("gone.mp4"))
        #expect(Double(samples.count) / 48_000 >= 5.9, "a second recorded, then 5 s of nothing")
        #expect(PCMLevel.level(Array(samples.suffix(48_000))) == 0)
    }

    @Test func aNewResolutionEndsWithConfigChanged() throws {
        let folder = try ScratchDirectory(prefix: "apiexample-rec-config")
        defer { folder.remove() }
        let sim = SimHarness(remotes: 0)
        defer { sim.destroy() }
        encode(sim, width: 960, height: 540)
        sim.joinAsBroadcaster()
        let events = MediaRecorderEvents()
        let recorder = try recorder(sim, events: events)
        #expect(recorder.startRecording(config(folder.file("size.mp4"), interval: 0)) == 0)
        sim.advance(1)
        encode(sim, width: 640, height: 480)
        sim.advance(0.5)
        #expect(events.states.last?.state == .error && events.states.last?.reason == .configChanged)
        let video = try #require(try FFprobeStreams.probe(folder.file("size.mp4")).video.first)
        #expect(video.frames >= 13, "about a second, at 15 fps")
        #expect((video.width, video.height) == (960, 540), "the size it started at")
    }

    @Test func audioOnlyAndVideoOnlyWriteOneTrack() throws {
        let folder = try ScratchDirectory(prefix: "apiexample-rec-tracks")
        defer { folder.remove() }
        let sim = SimHarness(remotes: 0)
        defer { sim.destroy() }
        sim.joinAsBroadcaster()
        let audioOnly = try recorder(sim, events: MediaRecorderEvents())
        var settings = config(folder.file("voice.mp4"), interval: 0)
        settings.streamType = .audio
        #expect(audioOnly.startRecording(settings) == 0)
        let videoOnly = try recorder(sim, events: MediaRecorderEvents())
        settings = config(folder.file("picture.mp4"), interval: 0)
        settings.streamType = .video
        #expect(videoOnly.startRecording(settings) == 0)
        sim.advance(1)
        audioOnly.stopRecording()
        videoOnly.stopRecording()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["picture.mp4", "voice.mp4"])
        let voice = try FFprobeStreams.probe(folder.file("voice.mp4"))
        #expect(voice.video.isEmpty && voice.audio.map(\.codecName) == ["aac"])
        #expect(abs(voice.duration - 1.0) < 0.1)
        let picture = try FFprobeStreams.probe(folder.file("picture.mp4"))
        #expect(picture.audio.isEmpty && picture.video.map(\.codecName) == ["h264"])
        #expect(picture.video.first?.frames == 15)
    }
}
