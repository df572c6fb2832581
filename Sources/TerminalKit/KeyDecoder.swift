/// Turns a character read from the terminal (not a curses key code) into a `Key`, and a mouse report into a
/// `.mouse` key.
enum KeyDecoder {
    static func decode(scalar value: UInt32) -> Key {
        switch value {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 0: return .ctrl(" ")
        case 1...26: return .ctrl(Character(Unicode.Scalar(UInt8(value) + 0x60)))
        case 28...31: return .ctrl(Character(Unicode.Scalar(UInt8(value) + 0x40)))
        case 0x80..<0xA0: return .unknown(Int(value))
        default:
            guard let scalar = Unicode.Scalar(value) else { return .unknown(Int(value)) }
            return .char(Character(scalar))
        }
    }

    /// nil for what the app does not act on: a release, a report outside the screen, other buttons.
    static func decodeMouse(x: Int, y: Int, buttons: MouseButtons) -> Key? {
        guard x >= 0, y >= 0 else { return nil }
        let kind: MouseEvent.Kind
        if buttons.contains(.wheelUp) {
            kind = .wheelUp
        } else if buttons.contains(.wheelDown) {
            kind = .wheelDown
        } else if !buttons.isDisjoint(with: [.leftPress, .leftClick, .leftDoubleClick]) {
            kind = .leftClick
        } else {
            return nil
        }
        return .mouse(MouseEvent(x: x, y: y, kind: kind))
    }
}
