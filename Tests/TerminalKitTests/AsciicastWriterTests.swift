import Foundation
import Testing
@testable import TerminalKit

@Suite struct AsciicastWriterTests {
    private final class Lines {
        var text = ""
    }

    @Test func theHeaderIsTheFirstLineAsAsciinemaWritesIt() throws {
        let lines = Lines()
        let header = AsciicastWriter.Header(width: 100, height: 30, timestamp: 1_767_225_600,
                                            environment: [("TERM", "xterm-256color"), ("SHELL", "/bin/sh")], title: "A \"demo\"")
        _ = try AsciicastWriter(header: header) { lines.text += $0 }
        #expect(lines.text == """
            {"version": 2, "width": 100, "height": 30, "timestamp": 1767225600, "title": "A \\"demo\\"", \
            "env": {"TERM": "xterm-256color", "SHELL": "/bin/sh"}}

            """)
        let object = try JSONSerialization.jsonObject(with: Data(lines.text.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 2 && object?["width"] as? Int == 100 && object?["height"] as? Int == 30)
        #expect((object?["env"] as? [String: String])?["TERM"] == "xterm-256color")
    }

    @Test func eventsAreOneJSONArrayALineWithEveryControlCharacterEscaped() throws {
        let lines = Lines()
        let writer = try AsciicastWriter(header: .init(width: 2, height: 1)) { lines.text += $0 }
        lines.text = ""
        let data = "\u{1b}[1;1H\"加\"\\\n\r\t\u{7}\u{7f}\u{9b}é"
        try writer.output(data, at: 1.5)
        try writer.resize(width: 80, height: 24, at: 2)
        #expect(lines.text == """
            [1.500000, "o", "\\u001b[1;1H\\"加\\"\\\\\\n\\r\\t\\u0007\\u007f\\u009bé"]
            [2.000000, "r", "80x24"]

            """)
        for line in lines.text.split(separator: "\n") {
            #expect(!line.unicodeScalars.contains(where: VisibleControls.isControl), "raw control character in \(line)")
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            #expect(event.count == 3)
        }
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines.text.split(separator: "\n")[0].utf8)) as? [Any])
        #expect(first[2] as? String == data, "JSON gives back exactly what was written")
    }

    @Test func timesNeverGoBackAndKeepMicroseconds() throws {
        let lines = Lines()
        let writer = try AsciicastWriter(header: .init(width: 2, height: 1)) { lines.text += $0 }
        lines.text = ""
        try writer.output("a", at: 0.0000004)
        try writer.output("b", at: 3.25)
        try writer.output("c", at: 3.0)
        try writer.output("d", at: 61.1234567)
        let times = lines.text.split(separator: "\n").map { $0.dropFirst().prefix { $0 != "," } }
        #expect(times == ["0.000000", "3.250000", "3.250000", "61.123457"])
    }
}
