@testable import APIExample
import CaseSource
import Testing

/// Colouring never changes the text: on every line of every bundled case file, and of random snippets built from the
/// pieces that open and close the lexer's contexts, the tokens cover the line exactly.
@Suite struct SwiftHighlighterCoverageTests {
    static func expectCovers(_ lines: [String], _ tokens: [[SourceToken]], _ what: String) {
        #expect(tokens.count == lines.count, "\(what): one token list per line")
        for (index, (line, lineTokens)) in zip(lines, tokens).enumerated() {
            var next = 0
            for token in lineTokens {
                #expect(token.range.lowerBound == next && !token.range.isEmpty, "\(what):\(index + 1): \(lineTokens)")
                next = token.range.upperBound
            }
            #expect(next == line.count, "\(what):\(index + 1) is covered up to \(next) of \(line.count)")
        }
    }

    @Test(arguments: MenuRegistry.allItems.map(\.id))
    func everyBundledCaseFileIsCoveredExactly(_ id: String) throws {
        let item = try #require(MenuRegistry.item(id: id))
        let files = CaseSourceLibrary.files(inCaseFolder: item.path)
        #expect(!files.isEmpty)
        let highlighter = SwiftHighlighter(sdkSelectors: item.keyAPIs)
        for file in files {
            let tokens = highlighter.highlight(file.lines)
            Self.expectCovers(file.lines, tokens, file.path)
            // The file's strings and comments close: nothing bleeds past them into code coloured as text.
            #expect(tokens.last?.last.map { $0.kind != .string } ?? true, "\(file.path) ends inside a string")
        }
    }

    @Test func theCasesCallTheirKeyAPIs() {
        let item = MenuRegistry.item(id: "JoinChannelVideo")!
        let file = CaseSourceLibrary.files(inCaseFolder: item.path).first { $0.name == "JoinChannelVideoMain.swift" }!
        let tokens = SwiftHighlighter(sdkSelectors: item.keyAPIs).highlight(file.lines)
        let calls = Set(zip(file.lines, tokens).flatMap { line, lineTokens in
            lineTokens.filter { $0.kind == .sdkCall }.map { String(Array(line)[$0.range]) }
        })
        #expect(calls.isSuperset(of: ["setClientRole", "enableVideo", "setupLocalVideo", "startPreview", "setupRemoteVideo"]))
    }

    static let pieces = [
        "\"", "\"\"\"", "#", "##", "\\", "\\(", "\\#(", "(", ")", "/*", "*/", "//", "/", "*", " ", "a", "Ab", "let",
        "0x1F", "1.5e3", "_", "@x", "#if", "`", "$0", "{", "}", ".", "é", "字", "👍🏽", "e\u{301}", "\t",
    ]

    @Test func randomSnippetsAreCoveredExactly() {
        var generator = SeededRandom(seed: 32)
        let highlighter = SwiftHighlighter(sdkMethods: ["a", "Ab"])
        for round in 0..<400 {
            let lines = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                (0..<Int.random(in: 0...14, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }
                    .joined()
            }
            Self.expectCovers(lines, highlighter.highlight(lines), "round \(round)")
        }
    }
}
