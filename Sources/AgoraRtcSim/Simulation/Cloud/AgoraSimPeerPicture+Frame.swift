extension AgoraSimPeerPicture {
    /// A tile draws synthetic users from a raster whose long side is 64 (`AgoraSimVideoFrame`); a peer's picture
    /// is sent no larger.
    static let sentLongSide = 64

    /// `frame` downscaled (nearest sample) so its long side is at most `sentLongSide`; its alpha (what `encodeAlpha`
    /// kept) goes too, at the luma raster.
    init(_ frame: AgoraSimVideoFrame, uid: UInt32, timestampMs: UInt64, sequence: UInt32 = 0, sentAtMs: UInt64 = 0) {
        let longSide = max(frame.lumaWidth, frame.lumaHeight, 1)
        let scale = min(1, Double(Self.sentLongSide) / Double(longSide))
        let width = max(1, Int((Double(frame.lumaWidth) * scale).rounded()))
        let height = max(1, Int((Double(frame.lumaHeight) * scale).rounded()))
        let (chromaWidth, chromaHeight) = ((width + 1) / 2, (height + 1) / 2)
        var planes: [UInt8] = []
        planes.reserveCapacity(Self.planeBytes(lumaWidth: width, lumaHeight: height))
        func sample(_ plane: [UInt8], _ planeWidth: Int, _ planeHeight: Int, _ outWidth: Int, _ outHeight: Int,
                    into out: inout [UInt8]) {
            for y in 0..<outHeight {
                let sy = min(planeHeight - 1, y * planeHeight / outHeight)
                for x in 0..<outWidth {
                    let sx = min(planeWidth - 1, x * planeWidth / outWidth)
                    let index = sy * planeWidth + sx
                    out.append(index < plane.count ? plane[index] : 128)
                }
            }
        }
        sample(frame.luma, frame.lumaWidth, frame.lumaHeight, width, height, into: &planes)
        sample(frame.chromaU, frame.chromaWidth, frame.chromaHeight, chromaWidth, chromaHeight, into: &planes)
        sample(frame.chromaV, frame.chromaWidth, frame.chromaHeight, chromaWidth, chromaHeight, into: &planes)
        var alpha: [UInt8]?
        if let source = frame.alpha, source.count == frame.lumaWidth * frame.lumaHeight {
            var sampled: [UInt8] = []
            sample(source, frame.lumaWidth, frame.lumaHeight, width, height, into: &sampled)
            alpha = sampled
        }
        self.init(uid: uid, width: frame.width, height: frame.height, lumaWidth: width, lumaHeight: height,
                  planes: planes, timestampMs: timestampMs, sequence: sequence, sentAtMs: sentAtMs, alpha: alpha)
    }

    /// The picture as a frame for the receiver's views, stamped with the receiver's time (its alpha kept: the view's
    /// canvas decides whether it shows).
    func frame(timestampMs: Int) -> AgoraSimVideoFrame {
        let lumaCount = lumaWidth * lumaHeight
        let chromaCount = ((lumaWidth + 1) / 2) * ((lumaHeight + 1) / 2)
        var frame = AgoraSimVideoFrame(width: width, height: height, lumaWidth: lumaWidth, lumaHeight: lumaHeight,
                                       luma: Array(planes.prefix(lumaCount)),
                                       chromaU: Array(planes.dropFirst(lumaCount).prefix(chromaCount)),
                                       chromaV: Array(planes.dropFirst(lumaCount + chromaCount).prefix(chromaCount)),
                                       timestampMs: timestampMs, uid: UInt(uid))
        if let alpha, alpha.count == lumaCount { frame.alpha = alpha }
        return frame
    }
}
