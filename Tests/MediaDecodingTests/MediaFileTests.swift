import Foundation
import MediaDecoding
import MediaFormats
import Testing

/// The media layer on the committed sample MP4 (H.264 + AAC + MP3): what it reports, the frames and sound it
/// decodes compared with what the synth drew, seeking and switching audio tracks.
@Suite struct MediaFileTests {
    @Test func reportsDurationAndThreeStreams() throws {
        let file = try MediaFile.open(SampleMovieFixture.path)
        #expect(abs((file.info.durationMilliseconds ?? 0) - SampleMovie.durationMilliseconds) <= 50, "\(file.info)")
        #expect(file.info.formatName.contains("mp4"))
        #expect(file.info.streams.map(\.kind) == [.video, .audio, .audio])
        #expect(file.info.streams.map(\.codecName) == ["h264", "aac", "mp3"])
        #expect(file.info.streams.map(\.index) == [0, 1, 2])
        let video = file.info.streams[0], music = file.info.streams[1], drone = file.info.streams[2]
        #expect(video.width == 160 && video.height == 90 && abs(video.frameRate - 15) < 0.01, "\(video.frameRate)")
        #expect(music.sampleRate == 48_000 && music.channels == 2 && music.language == "eng", "\(music)")
        #expect(drone.sampleRate == 48_000 && drone.channels == 1 && drone.language == "fra", "\(drone)")
        #expect(file.info.streams.allSatisfy { $0.hasDecoder })
        #expect(file.info.videoStream == 0)
        #expect(file.audioStream == 1, "the first audio track plays by default")
    }

    @Test func decodesEveryFrameAsTheSynthDrewIt() throws {
        let file = try MediaFile.open(SampleMovieFixture.path)
        var frames: [MediaVideoFrame] = []
        while let frame = try file.nextVideoFrame(width: SampleMovie.width, height: SampleMovie.height) {
            frames.append(frame)
        }
        #expect(frames.count == SampleMovie.frameCount)
        for (index, frame) in frames.enumerated() {
            #expect(abs(frame.ptsMilliseconds - index * 1000 / SampleMovie.framesPerSecond) <= 1, "frame \(index)")
            let decoded = SampleMovieFixture.regionMeans(frame.y, width: frame.width, height: frame.height)
            let distance = SampleMovieFixture.distance(decoded, SampleMovieFixture.drawnMeans(index))
            #expect(distance < 10, "frame \(index) differs from the drawing by \(distance) in mean luma")
        }
        // Not just any picture: a frame 1 s later is told apart (the disc and the bar have moved).
        let other = SampleMovieFixture.distance(SampleMovieFixture.regionMeans(frames[0].y, width: 160, height: 90),
                                                SampleMovieFixture.drawnMeans(15))
        #expect(other >= 10, "frames must differ enough for the comparison to mean something (\(other))")
    }

    @Test func scalesToTheRequestedSizeOddOnesIncluded() throws {
        let file = try MediaFile.open(SampleMovieFixture.path)
        let frame = try #require(try file.nextVideoFrame(width: 81, height: 45))
        #expect(frame.width == 81 && frame.height == 45)
        #expect(frame.y.count == 81 * 45 && frame.u.count == 41 * 23 && frame.v.count == 41 * 23)
        let scaled = SampleMovieFixture.regionMeans(frame.y, width: 81, height: 45)
        #expect(SampleMovieFixture.distance(scaled, SampleMovieFixture.drawnMeans(0)) < 12)
        #expect(throws: MediaDecodeError.invalidArgument) { try file.nextVideoFrame(width: 0, height: 10) }
    }

    @Test func decodesAudioAtTheRequestedRateAndChannels() throws {
        let file = try MediaFile.open(SampleMovieFixture.path)
        var samples: [Int16] = []
        var expectedPts = 0
        while let chunk = try file.nextAudio(sampleRate: 44_100, channels: 1, maxFrames: 1024) {
            #expect(chunk.sampleRate == 44_100 && chunk.channels == 1 && chunk.frames <= 1024)
            #expect(abs(chunk.ptsMilliseconds - expectedPts) <= 1, "chunk at \(chunk.ptsMilliseconds), expected \(expectedPts)")
            samples += chunk.samples
            expectedPts = samples.count * 1000 / 44_100
        }
        let seconds = Double(samples.count) / 44_100
        #expect(abs(seconds - 4) < 0.05, "\(seconds) s of audio")
        func level(_ milliseconds: Range<Int>) -> Int {
            PCMLevel.level(Array(samples[(milliseconds.lowerBound * 441 / 10)..<(milliseconds.upperBound * 441 / 10)]))
        }
        #expect(level(0..<1500) > 150, "the melody plays")
        #expect(level(1850..<2150) < 20, "the melody's rest is silent")
    }

    @Test func seekLandsOnTheFrameShowingThen() throws {
        let file = try MediaFile.open(SampleMovieFixture.path)
        for target in [2500, 1000, 3950, 0] {
            try file.seek(to: target)
            let frame = try #require(try file.nextVideoFrame(width: 160, height: 90))
            #expect(frame.ptsMilliseconds <= target && target - frame.ptsMilliseconds < SampleMovieFixture.frameMilliseconds,
                    "seek to \(target) gave the frame at \(frame.ptsMilliseconds)")
            let index = (frame.ptsMilliseconds * SampleMovie.framesPerSecond + 500) / 1000
            let decoded = SampleMovieFixture.regionMeans(frame.y, width: 160, height: 90)
            #expect(SampleMovieFixture.distance(decoded, SampleMovieFixture.drawnMeans(index)) < 10, "frame \(index)")
            let audio = try #require(try file.nextAudio(sampleRate: 48_000, channels: 2, maxFrames: 480))
            #expect(abs(audio.ptsMilliseconds - target) <= 2, "audio after a seek to \(target) starts at \(audio.ptsMilliseconds)")
        }
        // Past the end is the end: nothing more to show or play.
        try file.seek(to: 60_000)
        #expect(try file.nextVideoFrame(width: 160, height: 90) == nil)
        let tail = try file.nextAudio(sampleRate: 48_000, channels: 2, maxFrames: 480)
        #expect(tail.map { $0.ptsMilliseconds >= SampleMovie.durationMilliseconds - 5 } ?? true, "\(String(describing: tail?.ptsMilliseconds))")
    }

    @Test func selectingTheSecondTrackPlaysIt() throws {
        let file = try MediaFile.open(SampleMovieFixture.path)
        let rest = SampleMovie.restMilliseconds
        func levelInTheRest() throws -> Int {
            try file.seek(to: rest.lowerBound + 100)
            var samples: [Int16] = []
            while samples.count < 48_000 * 3 / 10, let chunk = try file.nextAudio(sampleRate: 48_000, channels: 1, maxFrames: 4800) {
                samples += chunk.samples
            }
            return PCMLevel.level(samples)
        }
        #expect(try levelInTheRest() < 20)
        try file.selectAudioStream(2)
        #expect(file.audioStream == 2)
        #expect(try levelInTheRest() > 120, "the drone sounds where the melody rests")
        try file.selectAudioStream(1)
        #expect(try levelInTheRest() < 20)
        #expect(throws: MediaDecodeError.noStream) { try file.selectAudioStream(0) }
        #expect(throws: MediaDecodeError.noStream) { try file.selectAudioStream(7) }
        #expect(file.audioStream == 1)
    }

    @Test func switchingTrackKeepsThePlace() throws {
        let file = try MediaFile.open(SampleMovieFixture.path)
        var shown = 0
        for _ in 0..<30 { shown = try #require(try file.nextVideoFrame(width: 32, height: 18)).ptsMilliseconds }
        try file.selectAudioStream(2)
        let frame = try #require(try file.nextVideoFrame(width: 32, height: 18))
        #expect(frame.ptsMilliseconds == shown, "the picture goes on from \(shown), not from \(frame.ptsMilliseconds)")
        let audio = try #require(try file.nextAudio(sampleRate: 48_000, channels: 1, maxFrames: 480))
        #expect(abs(audio.ptsMilliseconds - shown) <= 2, "the new track starts where the picture is: \(audio.ptsMilliseconds)")
        #expect(audio.channels == 1)
    }

    @Test func acceptsAFileURL() throws {
        let file = try MediaFile.open(URL(fileURLWithPath: SampleMovieFixture.path).absoluteString)
        #expect(file.info.streams.count == 3)
    }

    @Test func interruptAndCloseEndReadsCleanly() throws {
        let file = try MediaFile.open(SampleMovieFixture.path)
        _ = try file.nextVideoFrame(width: 16, height: 16)
        file.interrupt()
        #expect(throws: MediaDecodeError.interrupted) { try file.nextVideoFrame(width: 16, height: 16) }
        file.close()
        file.close()
        #expect(throws: MediaDecodeError.interrupted) { try file.nextAudio(sampleRate: 48_000, channels: 2, maxFrames: 10) }
    }
}
