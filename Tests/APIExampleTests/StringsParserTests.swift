import Foundation
import Testing
@testable import APIExample

/// The `.strings` grammar our parser accepts, each error it gives, and agreement with Apple's reader.
@Suite struct StringsParserTests {
    private func parse(_ text: String) throws(StringsParseError) -> [String: String] {
        try StringsParser.parse(Array(text.utf8), file: "T.strings")
    }

    private func failure(_ text: String) -> StringsParseError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func entriesAreQuotedKeyEqualsQuotedValueSemicolon() throws {
        #expect(try parse(#""a" = "1";"b"="2";"#) == ["a": "1", "b": "2"])
        #expect(try parse("") == [:])
    }

    @Test func whitespaceAndNewlinesMayStandBetweenAnyTokens() throws {
        #expect(try parse(" \t\r\n\"a\"\n=\r\n \"1\"\t\n;\n\n") == ["a": "1"])
    }

    @Test func bothCommentStylesAreSkippedAnywhere() throws {
        let text = """
            /* header
               over lines */
            "a" /* inline */ = // to the end of the line
            "1"; // after
            // "b" = "2";
            /* "c" = "3"; */
            """
        #expect(try parse(text) == ["a": "1"])
    }

    @Test func commentMarkersInsideStringsAreText() throws {
        #expect(try parse(#""a" = "http://x /* y */";"#) == ["a": "http://x /* y */"])
    }

    @Test func escapes() throws {
        #expect(try parse(#""a" = "1\n2\t3\r4\"5\\6\'7";"#) == ["a": "1\n2\t3\r4\"5\\6'7"])
    }

    @Test func unicodeEscapesTakeFourHexDigitsAndSurrogatePairs() throws {
        #expect(try parse(#""a" = "\U4E2D\u00e9";"#.replacingOccurrences(of: "\\u", with: "\\U")) == ["a": "中é"])
        #expect(try parse(#""a" = "\UD83D\UDE00!";"#) == ["a": "😀!"])
        #expect(try parse(#""\U0041" = "x";"#) == ["A": "x"])
    }

    @Test func stringsKeepUTF8AndMaySpanLines() throws {
        #expect(try parse("\"名\" = \"加入\n频道\";") == ["名": "加入\n频道"])
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try StringsParser.parse([0xEF, 0xBB, 0xBF] + Array(#""a" = "1";"#.utf8), file: "T.strings") == ["a": "1"])
    }

    @Test func theLastOfTwoEqualKeysWinsAsInApplesReader() throws {
        #expect(try parse(#""a" = "1"; "a" = "2";"#) == ["a": "2"])
    }

    @Test func errorsNameTheFileAndLine() {
        let error = failure("\"a\" = \"1\";\n\n\"b\" = \"2\"\n\"c\" = \"3\";")
        #expect(error?.file == "T.strings")
        #expect(error?.line == 4)
        #expect(error?.reason == #"expected ';' after the value of "b", found '"'"#)
        #expect(error?.description == #"T.strings:4: expected ';' after the value of "b", found '"'"#)
    }

    @Test(arguments: [
        (#""a" "1";"#, 1, #"expected '=' after the key "a", found '"'"#),
        ("\"a\" = \"1\"", 1, #"expected ';' after the value of "a", found the end of the file"#),
        ("\"a\" =\n;", 2, #"expected the value of "a" in quotes, found ';'"#),
        ("\n\"a\" = 1;", 2, #"expected the value of "a" in quotes, found '1'"#),
        ("a = \"1\";", 1, "expected a key in quotes, found 'a'"),
        ("\"a\";", 1, #"expected '=' after the key "a", found ';'"#),
        ("\"a\" = \"1\"; /", 1, "expected a key in quotes, found '/'"),
        ("\"a\" = \"1\";\n名", 2, "expected a key in quotes, found '名'"),
        ("\"a\" = \"1\n\n", 1, "the string opened here is never closed"),
        ("\"a\" = \"1\\", 1, "the string opened here is never closed"),
        ("\n/* never\n closed", 2, "comment opened here is never closed"),
        (#""a" = "\x";"#, 1, #"unknown escape \x; use \n \t \r \" \' \\ or \UXXXX"#),
        (#""a" = "\0";"#, 1, #"octal escapes are not supported; write \UXXXX"#),
        (#""a" = "\U12";"#, 1, #"\U needs exactly four hex digits"#),
        (#""a" = "\UD83D";"#, 1, #"\UD83D starts a surrogate pair that has no second half"#),
        (#""a" = "\UD83D\U0041";"#, 1, #"\UD83D is followed by \U0041, which is not the second half of a pair"#),
        (#""a" = "\UDE00";"#, 1, #"\UDE00 is the second half of a surrogate pair without the first"#),
    ])
    func malformedTextIsRefused(text: String, line: Int, reason: String) {
        let error = failure(text)
        #expect(error?.line == line, "\(text)")
        #expect(error?.reason == reason, "\(text)")
    }

    @Test func invalidUTF8IsRefusedAtTheStringsLine() {
        let bytes = Array("\n\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8)
        #expect(throws: StringsParseError(file: "T.strings", line: 2, reason: "the string opened here is not valid UTF-8")) {
            try StringsParser.parse(bytes, file: "T.strings")
        }
    }

    @Test func utf16IsRefused() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("\"a\" = \"1\";".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(throws: StringsParseError(file: "T.strings", line: 1, reason: "UTF-16 text; save the table as UTF-8")) {
            try StringsParser.parse(bytes, file: "T.strings")
        }
    }

    /// Keeps us honest about the format: Apple's reader agrees on every committed table and on every rule above.
    @Test func everyCommittedTableParsesAsPropertyListSerializationDoes() throws {
        let files = try TableFile.all()
        #expect(files.count > 20)
        for file in files {
            let path = try #require(L10n.bundledDirectory).appending("/\(file.language.rawValue).lproj/\(file.name).strings")
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let apple = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
            #expect(try StringsParser.parse([UInt8](data), file: path) == apple, "\(file.language.rawValue)/\(file.name)")
        }
    }

    @Test func theGrammarAgreesWithPropertyListSerialization() throws {
        let text = "\u{FEFF}/* c */ \"a\" = \"1\\n2\\t3\\r4\\\"5\\\\6\\'7\"; // c\n\"\\U4E2D\" =\n\"\\UD83D\\UDE00 中\nx\";\"a2\"=\"/* no */\";"
        let data = Data(text.utf8)
        let apple = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        #expect(try StringsParser.parse([UInt8](data), file: "T.strings") == apple)
    }
}
