/// Standard Base64 (RFC 4648 alphabet with `+` `/`, `=` padding), strict on decode: the length must be a multiple
/// of four, no characters outside the alphabet, padding only at the very end.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let padding = UInt8(ascii: "=")
    /// Character → 6-bit value, 0xFF for anything outside the alphabet.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, character) in alphabet.enumerated() { table[Int(character)] = UInt8(index) }
        return table
    }()

    /// `prefix` (ASCII) followed by the encoding of `bytes`.
    static func encode(_ bytes: [UInt8], prefix: String = "") -> String {
        bytes.withUnsafeBufferPointer { encode($0, prefix: prefix) }
    }

    static func encode(_ bytes: UnsafeBufferPointer<UInt8>, prefix: String) -> String {
        let prefixLength = prefix.utf8.count
        let length = prefixLength + (bytes.count + 2) / 3 * 4
        return alphabet.withUnsafeBufferPointer { alphabet in
            String(unsafeUninitializedCapacity: length) { out in
                var position = 0
                for byte in prefix.utf8 {
                    out[position] = byte
                    position += 1
                }
                var index = 0
                while index + 3 <= bytes.count {
                    let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
                    out[position] = alphabet[Int(group >> 18 & 0x3F)]
                    out[position + 1] = alphabet[Int(group >> 12 & 0x3F)]
                    out[position + 2] = alphabet[Int(group >> 6 & 0x3F)]
                    out[position + 3] = alphabet[Int(group & 0x3F)]
                    position += 4
                    index += 3
                }
                let left = bytes.count - index
                if left > 0 {
                    let second = left == 2 ? UInt32(bytes[index + 1]) : 0
                    let group = UInt32(bytes[index]) << 16 | second << 8
                    out[position] = alphabet[Int(group >> 18 & 0x3F)]
                    out[position + 1] = alphabet[Int(group >> 12 & 0x3F)]
                    out[position + 2] = left == 2 ? alphabet[Int(group >> 6 & 0x3F)] : padding
                    out[position + 3] = padding
                    position += 4
                }
                return position
            }
        }
    }

    /// The decoded bytes, or nil when `text` is not strict standard Base64.
    static func decode(_ text: some Collection<UInt8>) -> [UInt8]? {
        if let result = text.withContiguousStorageIfAvailable({ decode(buffer: $0) }) { return result }
        return Array(text).withUnsafeBufferPointer { decode(buffer: $0) }
    }

    private static func decode(buffer text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard text.count % 4 == 0 else { return nil }
        guard !text.isEmpty else { return [] }
        var paddingCount = 0
        if text[text.count - 1] == padding { paddingCount += 1 }
        if text[text.count - 2] == padding {
            guard paddingCount == 1 else { return nil }
            paddingCount += 1
        }
        let outputCount = text.count / 4 * 3 - paddingCount
        var valid = true
        let output = values.withUnsafeBufferPointer { values in
            [UInt8](unsafeUninitializedCapacity: outputCount) { output, initialized in
                var index = 0
                while index < text.count {
                    let last = index + 4 == text.count
                    let meaningful = last ? 4 - paddingCount : 4
                    var group: UInt32 = 0
                    for offset in 0..<4 {
                        var value: UInt8 = 0
                        if offset < meaningful {
                            value = values[Int(text[index + offset])]
                            guard value != 0xFF else {
                                valid = false
                                return
                            }
                        }
                        group = group << 6 | UInt32(value)
                    }
                    output[initialized] = UInt8(truncatingIfNeeded: group >> 16)
                    if meaningful > 2 { output[initialized + 1] = UInt8(truncatingIfNeeded: group >> 8) }
                    if meaningful > 3 { output[initialized + 2] = UInt8(truncatingIfNeeded: group) }
                    initialized += meaningful - 1
                    index += 4
                }
            }
        }
        return valid ? output : nil
    }
}
