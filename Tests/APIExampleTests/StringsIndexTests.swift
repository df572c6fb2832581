import Testing
@testable import APIExample

/// The lazy index a table opens into: lookups find and decode single entries, and whatever is wrong with a table is
/// still reported when it is opened, not at some later lookup.
@Suite struct StringsIndexTests {
    private func index(_ text: String) throws(StringsParseError) -> StringsIndex {
        try StringsParser.index(Array(text.utf8), file: "T.strings")
    }

    @Test func aLookupDecodesTheEscapesOfItsValue() throws {
        var table = try index(#""plain" = "text"; "escaped" = "1\n2\t3\"4\\5\'6 \U4E2D \UD83D\UDE00";"#)
        #expect(table.value(forKey: "plain") == "text")
        #expect(table.value(forKey: "escaped") == "1\n2\t3\"4\\5'6 中 😀")
        // Asked again, the kept String comes back.
        #expect(table.value(forKey: "escaped") == "1\n2\t3\"4\\5'6 中 😀")
    }

    @Test func aKeyWithEscapesIsFoundByItsText() throws {
        var table = try index(#""\U0041\n" = "x"; "名" = "加入";"#)
        #expect(table.value(forKey: "A\n") == "x")
        #expect(table.value(forKey: "名") == "加入")
    }

    @Test func anUnknownKeyMisses() throws {
        var table = try index(#""a" = "1"; "ab" = "2";"#)
        #expect(table.value(forKey: "b") == nil)
        #expect(table.value(forKey: "a ") == nil)
        #expect(table.value(forKey: "") == nil)
        #expect(table.value(forKey: "ab") == "2")
        var empty = StringsIndex()
        #expect(empty.value(forKey: "a") == nil)
        #expect(empty.count == 0)
    }

    @Test func theLastOfTwoEqualKeysWinsAndCountsOnce() throws {
        var table = try index(#""a" = "1"; "b" = "2"; "a" = "3";"#)
        #expect(table.value(forKey: "a") == "3")
        #expect(table.count == 2)
        #expect(table.entries == ["a": "3", "b": "2"])
    }

    @Test func manyKeysAreEachFound() throws {
        let keys = (0..<2000).map { "key.\($0).\(String(repeating: "x", count: $0 % 7))" }
        var table = try index(keys.map { "\"\($0)\" = \"value of \($0)\";" }.joined(separator: "\n"))
        #expect(table.count == keys.count)
        for key in keys { #expect(table.value(forKey: key) == "value of \(key)") }
        #expect(table.value(forKey: "key.2000.") == nil)
    }

    @Test func aMalformedTableIsRefusedWhenOpenedWithItsFileAndLine() {
        #expect(throws: StringsParseError(file: "T.strings", line: 3, reason: #"unknown escape \q; use \n \t \r \" \' \\ or \UXXXX"#)) {
            try index("\"a\" = \"1\";\n\n\"b\" = \"\\q\";")
        }
        #expect(throws: StringsParseError(file: "T.strings", line: 2, reason: "the string opened here is not valid UTF-8")) {
            try StringsParser.index(Array("\"a\" = \"1\";\n\"b\" = \"".utf8) + [0xE4, 0xB8] + Array("\";".utf8), file: "T.strings")
        }
        #expect(throws: StringsParseError(file: "T.strings", line: 1, reason: #"expected ';' after the value of "a", found the end of the file"#)) {
            try index(#""a" = "1""#)
        }
    }

    @Test func overlongAndSurrogateUTF8AreRefused() {
        for bytes: [UInt8] in [[0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF]] {
            #expect(throws: StringsParseError(file: "T.strings", line: 1, reason: "the string opened here is not valid UTF-8")) {
                try StringsParser.index(Array("\"a\" = \"".utf8) + bytes + Array("\";".utf8), file: "T.strings")
            }
        }
    }
}
