/// Packs AccessToken2 primitives: little-endian integers, uint16-length-prefixed strings, and maps in ascending
/// key order with a uint16 count.
struct ByteWriter {
    private(set) var bytes: [UInt8]

    init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    mutating func appendUInt16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func appendUInt32(_ value: UInt32) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
    }

    mutating func appendZeros(_ count: Int) {
        bytes.append(contentsOf: repeatElement(0, count: count))
    }

    /// A count or length as uint16; `field` names it in the error when it does not fit.
    mutating func appendCount(_ count: Int, field: String) throws(AccessToken2Error) {
        guard let value = UInt16(exactly: count) else { throw .fieldTooLong(field) }
        appendUInt16(value)
    }

    mutating func appendBytes(_ value: some Collection<UInt8>, field: String) throws(AccessToken2Error) {
        try appendCount(value.count, field: field)
        bytes.append(contentsOf: value)
    }

    mutating func appendString(_ value: String, field: String) throws(AccessToken2Error) {
        try appendBytes(value.utf8, field: field)
    }

    mutating func appendPrivileges(_ privileges: [UInt16: UInt32]) throws(AccessToken2Error) {
        try appendCount(privileges.count, field: "privileges")
        for key in privileges.keys.sorted() {
            appendUInt16(key)
            appendUInt32(privileges[key] ?? 0)
        }
    }

    /// RTC privileges; the enum's cases are already in ascending key order.
    mutating func appendPrivileges(_ privileges: [AccessToken2RtcPrivilege: UInt32]) throws(AccessToken2Error) {
        try appendCount(privileges.count, field: "privileges")
        for privilege in AccessToken2RtcPrivilege.allCases {
            if let expire = privileges[privilege] {
                appendUInt16(privilege.rawValue)
                appendUInt32(expire)
            }
        }
    }

    /// The RTM2 permission table: resource type → permission type → names, keys ascending at both levels.
    mutating func appendPermissions(_ permissions: [UInt16: [UInt16: [String]]]) throws(AccessToken2Error) {
        try appendCount(permissions.count, field: "permissions")
        for resource in permissions.keys.sorted() {
            let byPermission = permissions[resource] ?? [:]
            appendUInt16(resource)
            try appendCount(byPermission.count, field: "permissions")
            for permission in byPermission.keys.sorted() {
                let names = byPermission[permission] ?? []
                appendUInt16(permission)
                try appendCount(names.count, field: "permissions")
                for name in names { try appendString(name, field: "permissions") }
            }
        }
    }

    mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) -> R) -> R {
        bytes.withUnsafeMutableBytes(body)
    }
}
