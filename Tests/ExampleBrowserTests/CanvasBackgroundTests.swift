import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// A remote canvas's background colour on screen (LiveStreaming's purple, 0xff00d9ff): it fills the bars beside a
/// portrait picture and the whole view before the first picture, in the terminal's nearest colour, and in
/// monochrome as a visible fill; the default (transparent black) draws nothing, as before.
@MainActor
@Suite struct CanvasBackgroundTests {
    static let purple: UInt32 = 0xff00d9

    /// The tile of the simulated host who sends portrait video (360x640): pillarbox bars on both sides.
    private func portraitTile(_ session: SessionState) throws -> VideoTile {
        try #require(session.tiles.first { !$0.isLocal && $0.stats.height > $0.stats.width })
    }

    private func draw(_ tile: VideoTile, glyphs: GlyphSet = .unicode) -> CellBuffer {
        var buffer = CellBuffer(width: 50, height: 12)
        TileView.draw(tile, role: nil, in: &buffer, area: buffer.bounds, context: RenderContext(language: .en, glyphs: glyphs))
        return buffer
    }

    @Test func theBarsBesideThePictureCarryTheColour() throws {
        let session = try SessionFixture.running("LiveStreaming", form: ["backgroundColor": "purple"], seconds: 4.5)
        let buffer = draw(try portraitTile(session))
        var barRows = 0
        for y in 1..<(buffer.height - 1) {
            let row = (0..<buffer.width).map { buffer[$0, y] }
            guard let first = row.firstIndex(where: { $0.style == .video }),
                  let last = row.lastIndex(where: { $0.style == .video }) else { continue }
            let left = row[..<first].filter { $0.style == .canvas }, right = row[(last + 1)...].filter { $0.style == .canvas }
            #expect(!row[first...last].contains { $0.style == .canvas }, "no colour over the picture, row \(y)")
            #expect(!left.isEmpty && !right.isEmpty, "a bar on each side of the portrait picture, row \(y)")
            #expect((left + right).allSatisfy { $0.color == Self.purple && $0.text == "░" })
            barRows += 1
        }
        #expect(barRows >= 8, "every picture row has its bars: \(buffer.lines)")
        #expect(draw(try portraitTile(session), glyphs: .ascii).cells.contains { $0.style == .canvas && $0.text == "/" })

        let plain = try SessionFixture.running("LiveStreaming", seconds: 4.5)
        #expect(!draw(try portraitTile(plain)).cells.contains { $0.style == .canvas }, "the default leaves the bars as they were")
    }

    @Test func theWholeViewCarriesTheColourUntilThePictureComes() throws {
        // The third host joins at 2.263 s and its first frame arrives at 2.486 s.
        let session = try SessionFixture.running("LiveStreaming", form: ["backgroundColor": "blue"], seconds: 2.4)
        let waiting = try #require(session.tiles.first { !$0.isLocal && $0.latestFrame == nil })
        let buffer = draw(waiting)
        let inner = buffer.bounds.inset(by: 1)
        let canvas = buffer.cells.filter { $0.style == .canvas }
        #expect(canvas.allSatisfy { $0.color == 0x0400ff })
        // The notes, the waiting line and the stats cover part of it; the rest is the canvas.
        #expect(canvas.count > inner.width * inner.height / 2, "\(buffer.lines)")
        #expect(buffer[inner.maxX - 1, inner.maxY - 1].style == .canvas)
    }

    /// Presented to terminals: the nearest colour of each palette, and the fill glyph where there is no colour.
    @Test func theTerminalDrawsTheBarsInItsNearestColour() throws {
        let session = try SessionFixture.running("LiveStreaming", form: ["backgroundColor": "purple"], seconds: 4.5)
        let screen = SessionScreen.render(session, .en, width: 100, height: 40)
        let index = try #require(screen.cells.firstIndex { $0.style == .canvas })
        let (x, y) = (index % screen.width, index / screen.width)
        for (colors, expected) in [(256, 200), (16, 13), (8, 5)] {
            let terminal = MemoryTerminal(width: 100, height: 40, colors: colors)
            terminal.present(screen)
            #expect(terminal.drawnColors(x: x, y: y)! == (expected, expected), "\(colors) colours")
        }
        let mono = MemoryTerminal(width: 100, height: 40, options: TerminalOptions(colorMode: .monochrome))
        mono.present(screen)
        #expect(mono.drawnColors(x: x, y: y)! == (-1, -1) && mono.presented?[x, y].text == "░")
        #expect(screen.monochromeLines[y].count == 100, "no attribute: the glyph alone marks the bars")
    }
}
