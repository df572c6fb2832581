import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// Media recorders in virtual time: the files they write are read back with the MediaFormats readers.
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

    /// Loudness of the whole file on the SDK's 0…255 scale.
    private func level(_ audio: WAVAudio) -> Int { PCMLevel.level(audio.samples) }

    @Test func localRecordingWritesPlayableVideoAndAudio() throws {
        let folder = try ScratchDirectory(prefix: "apiexample-rec-local")
        defer { folder.remove() }
        let sim = SimHarness(remotes: 1)
        defer { sim.destroy() }
        sim.engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(size: CGSize(width: 960, height: 540), frameRate: .fps15, bitrate: AgoraVideoBitrateStandard, orientationMode: .adaptative, mirrorMode: .auto))
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
        let video = try Y4MVideo.read(contentsOf: folder.file("4321.y4m"))
        #expect((video.width, video.height) == (64, 36), "the stream's raster")
        #expect(video.framesPerSecond == 15)
        #expect(abs(video.frames.count - 45) <= 1, "3 s at 15 fps: \(video.frames.count)")
        #expect(Set(video.frames.map(\.y)).count > 10, "a moving picture")
        let audio = try WAVReader.read(path: folder.file("4321.wav"))
        #expect((audio.sampleRate, audio.channels) == (48_000, 1), "the live profile's format")
        #expect(abs(audio.duration - 3.0) < 0.02, "\(audio.duration)")
        #expect(level(audio) > 50, "the microphone's voice")
        let last = try #require(events.infos.last)
        #expect(last.recorderFileName == folder.file("4321.y4m"))
        #expect(abs(Int(last.durationMs) - 3000) <= 70)
        let sizes = try [folder.file("4321.y4m"), folder.file("4321.wav")].map {
            try #require(FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int)
        }
        #expect(Int(last.fileSize) == sizes.reduce(0, +))
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
        let video = try Y4MVideo.read(contentsOf: folder.file("\(uid).y4m"))
        let fps = video.framesPerSecond
        #expect([15, 24, 30].contains(Int(fps)))
        #expect(abs(Double(video.frames.count) - 2 * fps) <= 1, "\(video.frames.count) frames at \(fps) fps")
        let painted = SimFramePainter.paint(uid: uid, width: 640, height: 360, timestampMs: 0, mirrored: false)
        #expect(video.frames.first?.u.first == painted.chromaU.first, "the remote user's tint")
        let audio = try WAVReader.read(path: folder.file("\(uid).wav"))
        #expect(abs(audio.duration - 2.0) < 0.02)
        #expect(level(audio) > 50)
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
        let video = try Y4MVideo.read(contentsOf: folder.file("short.y4m"))
        #expect(video.frames.count == 22, "1.5 s at 15 fps")
        let audio = try WAVReader.read(path: folder.file("short.wav"))
        #expect(abs(audio.duration - 1.5) < 0.001)
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
        let fifo = try FIFOWatchdog(path: folder.file("local.y4m"))
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
        // Destroying mid-recording still leaves whole files.
        #expect(abs(try WAVReader.read(path: folder.file("a.wav")).duration - 0.5) < 0.02)
        #expect(try Y4MVideo.read(contentsOf: folder.file("a.y4m")).frames.count >= 6)
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
        #expect(abs(try WAVReader.read(path: folder.file("channel.wav")).duration - 1.0) < 0.02)
        sim.advance(1.0)
        sim.destroy()
        // The preview recorder ran on after leaving; destroying the engine closed its files.
        let audio = try WAVReader.read(path: folder.file("preview.wav"))
        #expect(abs(audio.duration - 2.05) < 0.1, "\(audio.duration)")
        let video = try Y4MVideo.read(contentsOf: folder.file("preview.y4m"))
        #expect((29...32).contains(video.frames.count), "\(video.frames.count)")
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
        let audio = try WAVReader.read(path: folder.file("gone.wav"))
        #expect(audio.duration >= 5.9, "a second recorded, then 5 s of nothing")
        #expect(PCMLevel.level(Array(audio.samples.suffix(48_000))) == 0)
    }

    @Test func aNewResolutionEndsWithConfigChanged() throws {
        let folder = try ScratchDirectory(prefix: "apiexample-rec-config")
        defer { folder.remove() }
        let sim = SimHarness(remotes: 0)
        defer { sim.destroy() }
        sim.engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(size: CGSize(width: 960, height: 540), frameRate: .fps15, bitrate: AgoraVideoBitrateStandard, orientationMode: .adaptative, mirrorMode: .auto))
        sim.joinAsBroadcaster()
        let events = MediaRecorderEvents()
        let recorder = try recorder(sim, events: events)
        #expect(recorder.startRecording(config(folder.file("size.mp4"), interval: 0)) == 0)
        sim.advance(1)
        sim.engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(size: CGSize(width: 640, height: 480), frameRate: .fps15, bitrate: AgoraVideoBitrateStandard, orientationMode: .adaptative, mirrorMode: .auto))
        sim.advance(0.5)
        #expect(events.states.last?.state == .error && events.states.last?.reason == .configChanged)
        #expect(try Y4MVideo.read(contentsOf: folder.file("size.y4m")).frames.count >= 13, "about a second, at 15 fps")
    }

    @Test func audioOnlyAndVideoOnlyWriteOneFile() throws {
        let folder = try ScratchDirectory(prefix: "apiexample-rec-tracks")
        defer { folder.remove() }
        let sim = SimHarness(remotes: 0)
        defer { sim.destroy() }
        sim.joinAsBroadcaster()
        let audioOnly = try recorder(sim, events: MediaRecorderEvents())
        var settings = config(folder.file("voice.mp4"), interval: 0)
        settings.streamType = .audio
        #expect(audioOnly.startRecording(settings) == 0)
        sim.advance(1)
        audioOnly.stopRecording()
        #expect(FileManager.default.fileExists(atPath: folder.file("voice.wav")))
        #expect(!FileManager.default.fileExists(atPath: folder.file("voice.y4m")))
        #expect(AgoraMediaRecorder.trackPaths(forStoragePath: "/a/b.mp4", streamType: .video) == ("/a/b.y4m", nil))
    }
}
