import APIExample
import FuzzSupport

/// A `.strings` table through `StringsParser.index`, the reader the app opens its tables with. A table that reads
/// must answer a lookup for every key it lists, and a table written back from its entries must read the same.
enum StringsFuzzing {
    static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) -> Bool {
        let index: StringsIndex
        do {
            index = try StringsParser.index(bytes, file: "fuzz.strings")
        } catch {
            let lines = bytes.count(where: { $0 == UInt8(ascii: "\n") }) + 1
            try FuzzInvariantFailure.check((1...lines).contains(error.line), "error on line \(error.line) of \(lines)")
            return false
        }
        let entries = index.entries
        // Keys are told apart by their bytes; a Swift dictionary merges canonically equivalent ones ("é" and
        // "e" + U+0301), so it can hold fewer.
        try FuzzInvariantFailure.check(entries.count <= index.count, "\(entries.count) entries, \(index.count) keys")
        var lookups = index
        for (key, value) in entries {
            guard let found = lookups.value(forKey: key) else { throw FuzzInvariantFailure("no value for listed key \(key.debugDescription)") }
            if entries.count == index.count {
                try FuzzInvariantFailure.check(found == value, "lookup of \(key.debugDescription) differs from entries")
            }
        }
        let written = Array(table(entries).utf8)
        let reread: [String: String]
        do {
            reread = try StringsParser.parse(written, file: "written.strings")
        } catch {
            throw FuzzInvariantFailure("its entries written back do not read: \(error)")
        }
        try FuzzInvariantFailure.check(reread == entries, "entries written back read differently")
        return true
    }

    /// The entries as the simplest writer would save them: only quote and backslash escaped, everything else raw.
    private static func table(_ entries: [String: String]) -> String {
        // By scalar: a backslash followed by a combining mark is one Character, which a Character-wise
        // replacement would not see as a backslash.
        func quoted(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                if scalar == "\\" || scalar == "\"" { result.unicodeScalars.append("\\") }
                result.unicodeScalars.append(scalar)
            }
            return result + "\""
        }
        return entries.map { quoted($0.key) + " = " + quoted($0.value) + ";\n" }.joined()
    }
}
