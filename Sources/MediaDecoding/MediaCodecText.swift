/// The ABI's fixed-size, NUL-terminated char arrays (imported as tuples) as Strings.
enum MediaCodecText {
    static func string<T>(_ tuple: T) -> String {
        withUnsafeBytes(of: tuple) { bytes in
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }
}
