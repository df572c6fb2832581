import Testing
@testable import TerminalKit

@Suite struct KeyDecoderTests {
    @Test func controlBytes() {
        #expect(KeyDecoder.decode(scalar: 13) == .enter)
        #expect(KeyDecoder.decode(scalar: 10) == .enter)
        #expect(KeyDecoder.decode(scalar: 9) == .tab)
        #expect(KeyDecoder.decode(scalar: 27) == .escape)
        #expect(KeyDecoder.decode(scalar: 127) == .backspace)
        #expect(KeyDecoder.decode(scalar: 8) == .backspace)
    }

    @Test func ctrlLetters() {
        #expect(KeyDecoder.decode(scalar: 1) == .ctrl("a"))
        #expect(KeyDecoder.decode(scalar: 3) == .ctrl("c"))
        #expect(KeyDecoder.decode(scalar: 17) == .ctrl("q"))
        #expect(KeyDecoder.decode(scalar: 26) == .ctrl("z"))
        #expect(KeyDecoder.decode(scalar: 0) == .ctrl(" "))
        #expect(KeyDecoder.decode(scalar: 31) == .ctrl("_"))
    }

    @Test func printableIncludingCjk() {
        #expect(KeyDecoder.decode(scalar: 0x71) == .char("q"))
        #expect(KeyDecoder.decode(scalar: 0x20) == .char(" "))
        #expect(KeyDecoder.decode(scalar: 0x4F60) == .char("你"))
        #expect(KeyDecoder.decode(scalar: 0x1F3A5) == .char("🎥"))
    }

    @Test func invalidScalarsAreUnknown() {
        #expect(KeyDecoder.decode(scalar: 0xD800) == .unknown(0xD800))
        #expect(KeyDecoder.decode(scalar: 0x85) == .unknown(0x85))
    }

    @Test func aLeftPressOrClickIsAClickAtItsCell() {
        for buttons: MouseButtons in [.leftPress, .leftClick, .leftDoubleClick, [.leftPress, .leftRelease]] {
            #expect(KeyDecoder.decodeMouse(x: 5, y: 3, buttons: buttons) == .mouse(MouseEvent(x: 5, y: 3, kind: .leftClick)))
        }
    }

    @Test func theWheelScrollsAndWinsOverAButtonInTheSameReport() {
        #expect(KeyDecoder.decodeMouse(x: 9, y: 7, buttons: .wheelUp) == .mouse(MouseEvent(x: 9, y: 7, kind: .wheelUp)))
        #expect(KeyDecoder.decodeMouse(x: 9, y: 7, buttons: .wheelDown) == .mouse(MouseEvent(x: 9, y: 7, kind: .wheelDown)))
        #expect(KeyDecoder.decodeMouse(x: 0, y: 0, buttons: [.wheelDown, .leftPress]) == .mouse(MouseEvent(x: 0, y: 0, kind: .wheelDown)))
    }

    @Test func releasesOtherButtonsAndOffScreenReportsAreDropped() {
        #expect(KeyDecoder.decodeMouse(x: 5, y: 3, buttons: .leftRelease) == nil)
        #expect(KeyDecoder.decodeMouse(x: 5, y: 3, buttons: []) == nil)
        #expect(KeyDecoder.decodeMouse(x: -1, y: 3, buttons: .leftPress) == nil)
        #expect(KeyDecoder.decodeMouse(x: 4, y: -1, buttons: .wheelUp) == nil)
    }
}
