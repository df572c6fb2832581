import CZlib

/// One-shot zlib streams through the system library (byte-exact with C zlib at the default level).
enum Zlib {
    /// Inflate first tries this much room, which fits any ordinary token, and only then the caller's limit.
    static let firstTryCapacity = 4096

    /// `bytes` as one zlib stream at Z_DEFAULT_COMPRESSION.
    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        withDeflated(bytes) { Array($0) }
    }

    /// Calls `body` with `bytes` as one zlib stream at Z_DEFAULT_COMPRESSION, in scratch memory that lives only for
    /// the call.
    static func withDeflated<R>(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let bound = cz_deflate_bound(bytes.count)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { output in
            var length = bound
            let status = bytes.withUnsafeBufferPointer { input in
                cz_deflate(input.baseAddress, input.count, output.baseAddress, &length)
            }
            // With a compressBound-sized buffer only an allocation failure can stop deflate.
            precondition(status == CZ_OK, "zlib deflate failed (\(status))")
            return body(UnsafeBufferPointer(rebasing: output[..<length]))
        }
    }

    /// The inflated bytes of exactly one zlib stream: `.badCompression` for anything else, `.oversizeField` when
    /// the result would exceed `limit` bytes.
    static func inflate(_ bytes: [UInt8], limit: Int) throws(AccessToken2Error) -> [UInt8] {
        if limit > firstTryCapacity, let small = try inflate(bytes, capacity: firstTryCapacity) { return small }
        guard let output = try inflate(bytes, capacity: limit) else { throw .oversizeField }
        return output
    }

    /// nil when the stream inflates to more than `capacity` bytes.
    private static func inflate(_ bytes: [UInt8], capacity: Int) throws(AccessToken2Error) -> [UInt8]? {
        var status = CZ_OK
        let output = bytes.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: capacity) { output, initialized in
                var length = 0
                status = cz_inflate(input.baseAddress, input.count, output.baseAddress, capacity, &length)
                initialized = status == CZ_OK ? length : 0
            }
        }
        switch status {
        case CZ_OK: return output
        case CZ_TOO_BIG: return nil
        default: throw .badCompression
        }
    }
}
