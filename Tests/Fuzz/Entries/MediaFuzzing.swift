import Foundation
import MediaDecoding
import FuzzSupport

/// libMediaCodec.so through the media layer, the way the app drives it (issue 30): open and stream information,
/// pictures at a tile's size, sound at the two rates the app asks for (16 kHz mono, 48 kHz stereo), a seek, a switch
/// to each other audio track, and the compressed-video reader and decoder of the custom encoded track. Whatever the
/// bytes, nothing may crash and what comes back must be shaped as the layer promises; refusing the file is fine.
public enum MediaFuzzing {
    /// Work per input is capped so a long (or looping) file costs about what a short one does.
    static let videoFrames = 6
    static let audioChunks = 8
    static let packets = 8
    static let pictureWidth = 48, pictureHeight = 27

    /// The layer opens paths, so each input is written to one scratch file, in memory where there is a tmpfs.
    static let scratchPath: String = {
        let directory = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        return (directory as NSString).appendingPathComponent("apiexample-fuzz-media-\(getpid()).bin")
    }()

    /// Where libMediaCodec.so was loaded from, or why it could not be (the harness checks it is its own build).
    public static func libraryPath() -> Result<String, MediaOpenError> {
        Result { () throws(MediaOpenError) in try MediaLayer.load().path }
    }

    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) -> Bool {
        guard FileManager.default.createFile(atPath: scratchPath, contents: Data(bytes)) else {
            throw FuzzInvariantFailure("cannot write \(scratchPath)")
        }
        defer { try? FileManager.default.removeItem(atPath: scratchPath) }
        try readPackets()
        let file: MediaFile
        do {
            file = try MediaFile.open(scratchPath, timeout: .seconds(5))
        } catch {
            if case .libraryUnavailable(let why) = error { throw FuzzInvariantFailure("no media layer: \(why)") }
            return false
        }
        defer { file.close() }
        try checkInfo(file.info)
        try readPictures(file, count: videoFrames)
        try readSound(file, sampleRate: 16_000, channels: 1, chunks: audioChunks)
        let middle = (file.info.durationMilliseconds ?? 0) / 2
        if (try? file.seek(to: middle)) != nil {
            try readPictures(file, count: 2)
            try readSound(file, sampleRate: 48_000, channels: 2, chunks: 2)
        }
        let audioTracks = file.info.streams.filter { $0.kind == .audio }.map(\.index)
        for track in audioTracks.prefix(3) where track != file.audioStream {
            guard (try? file.selectAudioStream(track)) != nil else { continue }
            try FuzzInvariantFailure.check(file.audioStream == track, "selected track \(track), now \(file.audioStream ?? -1)")
            try readSound(file, sampleRate: 48_000, channels: 2, chunks: 2)
        }
        return true
    }

    private static func checkInfo(_ info: MediaInfo) throws(FuzzInvariantFailure) {
        let indices = info.streams.map(\.index)
        try FuzzInvariantFailure.check(Set(indices).count == indices.count, "stream indices repeat: \(indices)")
        try FuzzInvariantFailure.check(info.durationMilliseconds.map { $0 >= 0 } ?? true, "negative duration")
        if let video = info.videoStream {
            let stream = info.streams.first { $0.index == video }
            try FuzzInvariantFailure.check(stream?.kind == .video, "video stream \(video) is \(String(describing: stream?.kind))")
            try FuzzInvariantFailure.check(
                (stream?.width ?? 0) <= MediaFile.maximumPictureSide && (stream?.height ?? 0) <= MediaFile.maximumPictureSide
                    && (stream?.width ?? 0) * (stream?.height ?? 0) <= MediaFile.maximumPicturePixels,
                "opened a \(stream?.width ?? 0)×\(stream?.height ?? 0) video")
        }
    }

    private static func readPictures(_ file: MediaFile, count: Int) throws(FuzzInvariantFailure) {
        guard file.info.videoStream != nil else { return }
        for _ in 0..<count {
            let frame: MediaVideoFrame?
            do {
                frame = try file.nextVideoFrame(width: pictureWidth, height: pictureHeight)
            } catch {
                try FuzzInvariantFailure.check(error != .invalidArgument, "a \(pictureWidth)×\(pictureHeight) picture refused")
                return
            }
            guard let frame else { return }
            let chroma = ((pictureWidth + 1) / 2) * ((pictureHeight + 1) / 2)
            try FuzzInvariantFailure.check(
                frame.y.count == pictureWidth * pictureHeight && frame.u.count == chroma && frame.v.count == chroma,
                "picture planes \(frame.y.count)/\(frame.u.count)/\(frame.v.count)")
            try FuzzInvariantFailure.check(frame.ptsMilliseconds >= 0, "picture at \(frame.ptsMilliseconds) ms")
        }
    }

    private static func readSound(_ file: MediaFile, sampleRate: Int, channels: Int, chunks: Int) throws(FuzzInvariantFailure) {
        guard file.audioStream != nil else { return }
        let maxFrames = sampleRate / 10
        for _ in 0..<chunks {
            let chunk: MediaAudioChunk?
            do {
                chunk = try file.nextAudio(sampleRate: sampleRate, channels: channels, maxFrames: maxFrames)
            } catch {
                try FuzzInvariantFailure.check(error != .invalidArgument, "\(sampleRate) Hz × \(channels) refused")
                return
            }
            guard let chunk else { return }
            try FuzzInvariantFailure.check(chunk.sampleRate == sampleRate && chunk.channels == channels,
                                           "asked \(sampleRate)×\(channels), got \(chunk.sampleRate)×\(chunk.channels)")
            try FuzzInvariantFailure.check(
                !chunk.samples.isEmpty && chunk.samples.count % channels == 0 && chunk.samples.count <= maxFrames * channels,
                "\(chunk.samples.count) samples for at most \(maxFrames) frames of \(channels)")
        }
    }

    /// The custom encoded track's two ends: packets as stored, then decoded to a picture.
    private static func readPackets() throws(FuzzInvariantFailure) {
        guard let reader = try? MediaPacketReader(path: scratchPath) else { return }
        let decoder = try? MediaVideoDecoder(codecName: reader.stream.codecName)
        for _ in 0..<packets {
            guard let packet = try? reader.next() else { return }
            try FuzzInvariantFailure.check(!packet.data.isEmpty, "an empty packet")
            guard let decoder, let picture = try? decoder.decode(packet.data, ptsMilliseconds: packet.ptsMilliseconds) else {
                continue
            }
            try FuzzInvariantFailure.check(picture.width > 0 && picture.height > 0, "a \(picture.width)×\(picture.height) picture")
        }
    }
}
