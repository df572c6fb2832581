/// Reads AccessToken2 primitives from untrusted bytes without trapping: running out of bytes inside a fixed-size
/// field or length prefix is `.truncated`, a length prefix beyond the bytes left is `.oversizeField`.
struct ByteReader {
    let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var remaining: Int { bytes.count - offset }

    mutating func readUInt16() throws(AccessToken2Error) -> UInt16 {
        guard remaining >= 2 else { throw .truncated }
        defer { offset += 2 }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    mutating func readUInt32() throws(AccessToken2Error) -> UInt32 {
        guard remaining >= 4 else { throw .truncated }
        defer { offset += 4 }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
            | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    mutating func readBytes() throws(AccessToken2Error) -> ArraySlice<UInt8> {
        let length = Int(try readUInt16())
        guard length <= remaining else { throw .oversizeField }
        defer { offset += length }
        return bytes[offset..<(offset + length)]
    }

    /// Text fields as UTF-8; invalid sequences become U+FFFD (the raw bytes still verify).
    mutating func readString() throws(AccessToken2Error) -> String {
        String(decoding: try readBytes(), as: UTF8.self)
    }

    /// A privilege map; a repeated key keeps its last value.
    mutating func readPrivileges() throws(AccessToken2Error) -> [UInt16: UInt32] {
        let count = Int(try readUInt16())
        var privileges: [UInt16: UInt32] = [:]
        privileges.reserveCapacity(min(count, remaining / 6))
        for _ in 0..<count {
            let key = try readUInt16()
            privileges[key] = try readUInt32()
        }
        return privileges
    }

    /// The RTM2 permission table; repeated keys keep their last value.
    mutating func readPermissions() throws(AccessToken2Error) -> [UInt16: [UInt16: [String]]] {
        var permissions: [UInt16: [UInt16: [String]]] = [:]
        for _ in 0..<Int(try readUInt16()) {
            let resource = try readUInt16()
            var byPermission: [UInt16: [String]] = [:]
            for _ in 0..<Int(try readUInt16()) {
                let permission = try readUInt16()
                var names: [String] = []
                for _ in 0..<Int(try readUInt16()) { names.append(try readString()) }
                byPermission[permission] = names
            }
            permissions[resource] = byPermission
        }
        return permissions
    }
}
