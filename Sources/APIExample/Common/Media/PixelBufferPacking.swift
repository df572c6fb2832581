import AgoraRtcSim
import Foundation

/// What the original's pixel buffers hold, packed from the clip's I420 frames: NV12 for the SDR path, P010 for
/// the HDR one.
enum PixelBufferPacking {
    /// One clip frame as the original's pixel buffer reaches `pushExternalVideoFrame`: NV12, or with a colour space
    /// (the HDR path) 10-bit P010 tagged with it; upright, stamped `timeMs`.
    static func frame(i420: [UInt8], width: Int, height: Int, timeMs: Int, hdr colorSpace: AgoraColorSpace? = nil) -> AgoraVideoFrame {
        var frame = AgoraVideoFrame()
        if let colorSpace {
            frame.format = AgoraVideoFormat.cvPixelP010.rawValue
            frame.dataBuf = Data(p010(i420: i420, width: width, height: height))
            frame.colorSpace = colorSpace
        } else {
            frame.format = AgoraVideoFormat.NV12.rawValue
            frame.dataBuf = Data(nv12(i420: i420, width: width, height: height))
        }
        frame.strideInPixels = Int32(width)
        frame.height = Int32(height)
        frame.rotation = 0
        frame.time = CMTime(value: Int64(timeMs), timescale: 1000)
        return frame
    }

    /// NV12: the luma plane, then U and V interleaved at half width and height.
    static func nv12(i420: [UInt8], width: Int, height: Int) -> [UInt8] {
        let ySize = width * height, chroma = ((width + 1) / 2) * ((height + 1) / 2)
        var out = Array(i420.prefix(ySize))
        out.reserveCapacity(ySize + 2 * chroma)
        for index in 0..<chroma {
            out.append(i420[ySize + index])
            out.append(i420[ySize + chroma + index])
        }
        return out
    }

    /// P010: NV12's layout in 16-bit little-endian words, each 10-bit sample in the word's top bits. The bundled
    /// clip is 8-bit, so each sample is widened (v << 2), which puts the 8-bit value in the word's high byte.
    static func p010(i420: [UInt8], width: Int, height: Int) -> [UInt8] {
        nv12(i420: i420, width: width, height: height).flatMap { [0, $0] }
    }
}
