import AgoraRtcSim
import Testing
import TerminalKit
@testable import ExampleBrowser

/// A picture with alpha on screen: where it is transparent the cell is the tile's background (the terminal's own,
/// or the canvas colour), so the shape is cut out; a picture without alpha fills every cell as before.
@Suite struct AsciiVideoAlphaTests {
    /// 4×2, bright everywhere, transparent on its left half.
    static func halfTransparent() -> AgoraSimVideoFrame {
        var frame = AgoraSimVideoFrame(width: 4, height: 2, lumaWidth: 4, lumaHeight: 2,
                                       luma: [UInt8](repeating: 250, count: 8), timestampMs: 0, uid: 0)
        frame.alpha = [0, 10, 200, 255, 0, 127, 128, 255]
        return frame
    }

    private func drawn(_ frame: AgoraSimVideoFrame, transparent: Cell = .blank) -> CellBuffer {
        var buffer = CellBuffer(width: 4, height: 2)
        buffer.fill(buffer.bounds, with: "x", style: .normal)
        AsciiVideo.draw(frame, in: &buffer, rect: buffer.bounds, glyphs: .ascii, transparent: transparent)
        return buffer
    }

    @Test func transparentCellsAreTheTerminalsBackground() {
        let buffer = drawn(Self.halfTransparent())
        #expect(buffer.lines == ["  @@", "  @@"], "\(buffer.lines)")
        #expect(buffer[0, 0] == .blank && buffer[1, 1] == .blank, "alpha below half: transparent")
        #expect(buffer[2, 1].style == .video, "128 and up: the picture")
    }

    @Test func transparentCellsTakeTheCanvasColour() throws {
        let purple = try #require(CanvasBackground.cell(0xff00d9ff, glyphs: .ascii))
        let buffer = drawn(Self.halfTransparent(), transparent: purple)
        #expect(buffer[0, 0] == purple && buffer[1, 0] == purple && buffer[2, 0].style == .video)
    }

    @Test func aPictureWithoutAlphaIsWhole() {
        var frame = Self.halfTransparent()
        frame.alpha = nil
        #expect(drawn(frame).lines == ["@@@@", "@@@@"])
    }
}
