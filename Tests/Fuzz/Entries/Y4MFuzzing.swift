import MediaFormats
import FuzzSupport

/// `Y4MVideo.parse`, as a custom video source's file is read. A video that reads must have planes of the sizes
/// its header gives, rates in the range the reader promises, and must read back equal from its own encoding.
enum Y4MFuzzing {
    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) -> Bool {
        let video: Y4MVideo
        do {
            video = try Y4MVideo.parse(bytes)
        } catch {
            try FuzzInvariantFailure.check(error is MediaFormatError, "threw \(type(of: error)), not MediaFormatError")
            return false
        }
        let limit = Y4MVideo.maximumDimension
        try FuzzInvariantFailure.check((1...limit).contains(video.width) && (1...limit).contains(video.height),
                                       "size \(video.width)x\(video.height)")
        try FuzzInvariantFailure.check(Y4MVideo.frameRates.contains(video.framesPerSecond), "\(video.frameRate) fps")
        try FuzzInvariantFailure.check(video.frames.count * video.frameBytes <= bytes.count,
                                       "\(video.frames.count) frames of \(video.frameBytes) bytes from \(bytes.count)")
        let chroma = video.chroma.planeSize(width: video.width, height: video.height)
        for (index, frame) in video.frames.enumerated() {
            try FuzzInvariantFailure.check(frame.y.count == video.width * video.height
                                               && frame.u.count == chroma.width * chroma.height
                                               && frame.v.count == frame.u.count,
                                           "frame \(index) planes \(frame.y.count)/\(frame.u.count)/\(frame.v.count)")
        }
        if !video.frames.isEmpty {
            let i420 = video.i420(frameAt: 0)
            let half = ((video.width + 1) / 2) * ((video.height + 1) / 2)
            try FuzzInvariantFailure.check(i420.count == video.width * video.height + 2 * half, "I420 of \(i420.count) bytes")
        }
        let encoded: [UInt8]
        do {
            encoded = try video.encoded()
        } catch {
            throw FuzzInvariantFailure("a video that read does not encode: \(error)")
        }
        let reread: Y4MVideo
        do {
            reread = try Y4MVideo.parse(encoded)
        } catch {
            throw FuzzInvariantFailure("a video written back does not read: \(error)")
        }
        try FuzzInvariantFailure.check(reread == video, "a video written back reads differently")
        return true
    }
}
