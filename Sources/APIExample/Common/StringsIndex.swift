/// One `.strings` table as `StringsParser` checked it: the file's bytes and where each entry lies in them, found by
/// a hash of the key's UTF-8 bytes. Opening a table is one scan of its bytes and an array of ranges; a value becomes
/// a String at its first lookup and is kept, so the first screen pays for the strings it shows, not for the table.
public struct StringsIndex: Sendable {
    struct Record: Sendable {
        var hash: UInt32
        var keyStart: Int32
        var keyCount: Int32
        /// The key had escapes: its text is in `decodedKeys`, not in `bytes`.
        var keyDecoded: Bool
        var valueStart: Int32
        var valueCount: Int32
        var valueEscaped: Bool
    }

    private let bytes: [UInt8]
    private let decodedKeys: [UInt8]
    private let records: [Record]
    /// Open addressing with linear probing over at least twice as many slots as records; -1 is free. A key given
    /// twice holds the slot of its last record.
    private let slots: [Int32]
    /// Per record, its value once looked up; allocated at the first lookup.
    private var values: [String?] = []
    /// Distinct keys.
    public let count: Int

    /// The empty table, as a case with no file of its own reads.
    public init() {
        self.init(bytes: [], decodedKeys: [], records: [])
    }

    fileprivate init(bytes: [UInt8], decodedKeys: [UInt8], records: [Record]) {
        self.bytes = bytes
        self.decodedKeys = decodedKeys
        self.records = records
        var capacity = 8
        while capacity < records.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        var count = 0
        let mask = capacity - 1
        for (number, record) in records.enumerated() {
            var slot = Int(record.hash) & mask
            while true {
                let held = slots[slot]
                if held < 0 {
                    slots[slot] = Int32(number)
                    count += 1
                    break
                }
                if Self.sameKey(records[Int(held)], record, bytes, decodedKeys) {
                    slots[slot] = Int32(number)
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        self.slots = slots
        self.count = count
    }

    /// The text for `key`, decoded now if this is its first lookup.
    public mutating func value(forKey key: String) -> String? {
        var key = key
        guard let number = key.withUTF8({ find($0) }) else { return nil }
        if values.isEmpty { values = [String?](repeating: nil, count: records.count) }
        if let text = values[number] { return text }
        let text = value(of: records[number])
        values[number] = text
        return text
    }

    /// Every entry, decoded: for tests and tools that check a table whole.
    public var entries: [String: String] {
        var all: [String: String] = [:]
        all.reserveCapacity(count)
        for number in slots where number >= 0 {
            let record = records[Int(number)]
            all[String(decoding: keyBytes(of: record), as: UTF8.self)] = value(of: record)
        }
        return all
    }

    private func find(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(key)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let number = slots[slot]
            guard number >= 0 else { return nil }
            let record = records[Int(number)]
            if record.hash == hash, Int(record.keyCount) == key.count,
               Self.equal(keyBytes(of: record), key) {
                return Int(number)
            }
            slot = (slot + 1) & mask
        }
    }

    private func keyBytes(of record: Record) -> ArraySlice<UInt8> {
        Self.keyBytes(of: record, bytes, decodedKeys)
    }

    private func value(of record: Record) -> String {
        let start = Int(record.valueStart)
        let text = StringsParser.unescaped(bytes[start..<start + Int(record.valueCount)], escaped: record.valueEscaped)
        return String(decoding: text, as: UTF8.self)
    }

    private static func keyBytes(of record: Record, _ bytes: [UInt8], _ decodedKeys: [UInt8]) -> ArraySlice<UInt8> {
        let range = Int(record.keyStart)..<Int(record.keyStart) + Int(record.keyCount)
        return record.keyDecoded ? decodedKeys[range] : bytes[range]
    }

    private static func sameKey(_ one: Record, _ other: Record, _ bytes: [UInt8], _ decodedKeys: [UInt8]) -> Bool {
        guard one.hash == other.hash, one.keyCount == other.keyCount else { return false }
        return keyBytes(of: one, bytes, decodedKeys).withUnsafeBufferPointer { first in
            keyBytes(of: other, bytes, decodedKeys).withUnsafeBufferPointer { equal(first, $0) }
        }
    }

    private static func equal(_ one: ArraySlice<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        one.withUnsafeBufferPointer { equal($0, other) }
    }

    private static func equal(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard one.count == other.count else { return false }
        for position in 0..<one.count where one[position] != other[position] { return false }
        return true
    }

    /// A multiply-and-shift mix over eight bytes at a time: every key of a table is hashed when it is opened, so this
    /// is a good part of the scan, and a byte at a time (FNV-1a) took twice as long. Not seeded: the tables are ours.
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let raw = UnsafeRawBufferPointer(key)
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(key.count)
        var position = 0
        while position + 8 <= key.count {
            hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            position += 8
        }
        if position < key.count {
            var tail: UInt64 = 0
            for offset in position..<key.count { tail = tail << 8 | UInt64(key[offset]) }
            hash = mix(hash ^ tail)
        }
        return UInt32(truncatingIfNeeded: hash ^ hash >> 32)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        let multiplied = value &* 0xBF58_476D_1CE4_E5B9
        return multiplied ^ multiplied >> 29
    }
}

extension StringsIndex {
    /// What the parser fills as it scans: the ranges of each entry, and the text of the rare key with escapes.
    struct Builder {
        private let bytes: [UInt8]
        private var decodedKeys: [UInt8] = []
        private var records: [Record] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // Our tables spend about 60 bytes an entry: a guess that avoids most regrowth without a first pass.
            records.reserveCapacity(bytes.count / 40 + 16)
        }

        /// `buffer` is `bytes` as the parser reads it.
        mutating func add(key: StringsSpan, value: StringsSpan, in buffer: UnsafeBufferPointer<UInt8>) {
            var keyStart = key.start, keyCount = key.end - key.start
            let hash: UInt32
            if key.escaped {
                let text = StringsParser.unescaped(bytes[key.start..<key.end], escaped: true)
                keyStart = decodedKeys.count
                keyCount = text.count
                decodedKeys.append(contentsOf: text)
                hash = text.withUnsafeBufferPointer { StringsIndex.hash($0) }
            } else {
                hash = StringsIndex.hash(UnsafeBufferPointer(rebasing: buffer[key.start..<key.end]))
            }
            records.append(Record(hash: hash, keyStart: Int32(keyStart), keyCount: Int32(keyCount), keyDecoded: key.escaped,
                                  valueStart: Int32(value.start), valueCount: Int32(value.end - value.start),
                                  valueEscaped: value.escaped))
        }

        func finish() -> StringsIndex {
            StringsIndex(bytes: bytes, decodedKeys: decodedKeys, records: records)
        }
    }
}
