import Foundation

/// One watermark added with addVideoWatermark: its image and where it goes.
struct SimWatermark: Sendable, Equatable {
    let image: SimStillImage
    let options: WatermarkOptions

    /// Draws the watermark at the rectangle for the frame's orientation (landscape when wider than tall).
    func draw(into frame: inout AgoraSimVideoFrame) {
        let rect = frame.width >= frame.height ? options.positionInLandscapeMode : options.positionInPortraitMode
        image.draw(into: &frame, rect: rect)
    }
}
