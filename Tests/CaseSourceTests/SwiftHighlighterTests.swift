import CaseSource
import Testing

/// Snippets of Swift and the runs the highlighter colours in them, in order, across the snippet's lines; plain runs
/// are left out, so a run coloured that should not be fails as surely as one missing.
@Suite struct SwiftHighlighterTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let name: String
        let lines: [String]
        let runs: [Run]
        var testDescription: String { name }
    }

    struct Run: Equatable, CustomStringConvertible, Sendable {
        let text: String
        let kind: SourceTokenKind
        init(_ text: String, _ kind: SourceTokenKind) {
            self.text = text
            self.kind = kind
        }
        var description: String { "\(kind)「\(text)」" }
    }

    static let highlighter = SwiftHighlighter(sdkMethods: ["joinChannel", "leaveChannel", "setupRemoteVideo"])

    static let examples: [Example] = [
        Example(name: "keywords, types, numbers", lines: [
            "let canvas = AgoraRtcVideoCanvas(uid: 0, view: nil)",
        ], runs: [Run("let", .keyword), Run("AgoraRtcVideoCanvas", .type), Run("0", .number), Run("nil", .keyword)]),
        Example(name: "declarations and modifiers", lines: [
            "final class Demo: CaseSession<DemoEntry> {",
            "    private(set) var count: Int { get { 1 } }",
            "}",
        ], runs: [Run("final", .keyword), Run("class", .keyword), Run("Demo", .type), Run("CaseSession", .type),
                  Run("DemoEntry", .type), Run("private", .keyword), Run("set", .keyword), Run("var", .keyword),
                  Run("Int", .type), Run("get", .keyword), Run("1", .number)]),
        Example(name: "a member named like a keyword, an escaped name, $0", lines: [
            "let set = options.default.map { $0.self }; let `default` = self.init()",
        ], runs: [Run("let", .keyword), Run("self", .keyword), Run("let", .keyword), Run("self", .keyword),
                  Run("init", .keyword)]),
        Example(name: "string with an escape", lines: [
            #"let s = "say \"hi\"\n" + name"#,
        ], runs: [Run("let", .keyword), Run(#""say \"hi\"\n""#, .string)]),
        Example(name: "interpolation is code", lines: [
            #"log("uid \(uid + 1) as \(String(describing: role))")"#,
        ], runs: [Run(#""uid \("#, .string), Run("1", .number), Run(#") as \("#, .string), Run("String", .type),
                  Run(#")""#, .string)]),
        Example(name: "a string inside an interpolation", lines: [
            #"let a = "x\(f("y)", [1]))z" // done"#,
        ], runs: [Run("let", .keyword), Run(#""x\("#, .string), Run(#""y)""#, .string), Run("1", .number),
                  Run(#")z""#, .string), Run("// done", .comment)]),
        Example(name: "multi-line string", lines: [
            #"let text = """"#,
            #"    uid \(uid) "quoted" // not a comment"#,
            #"    /* nor this */ 42"#,
            #"    """ + suffix"#,
        ], runs: [Run("let", .keyword), Run(#"""""#, .string), Run(#"    uid \("#, .string),
                  Run(#") "quoted" // not a comment"#, .string), Run("    /* nor this */ 42", .string),
                  Run(#"    """"#, .string)]),
        Example(name: "raw strings", lines: [
            ##"let a = #"no \(interpolation) "here" \#(count) \d"#"##,
            ###"let b = ##"one "# is not the end"## + 1"###,
        ], runs: [Run("let", .keyword), Run(##"#"no \(interpolation) "here" \#("##, .string),
                  Run(##") \d"#"##, .string), Run("let", .keyword), Run(###"##"one "# is not the end"##"###, .string),
                  Run("1", .number)]),
        Example(name: "raw multi-line string", lines: [
            ##"let c = #""""##,
            ##"    a """ b \(c)"##,
            ##"    """#"##,
        ], runs: [Run("let", .keyword), Run(##"#""""##, .string), Run(##"    a """ b \(c)"##, .string),
                  Run(##"    """#"##, .string)]),
        Example(name: "numbers", lines: [
            "f(0x1F_FF, 1_000, 3.14, 1e-3, 2.5E+10, 0b1010, 0o17, 0x1.8p3, -7)",
            "for i in 1..<5 { t.0.description }",
        ], runs: [Run("0x1F_FF", .number), Run("1_000", .number), Run("3.14", .number), Run("1e-3", .number),
                  Run("2.5E+10", .number), Run("0b1010", .number), Run("0o17", .number), Run("0x1.8p3", .number),
                  Run("7", .number), Run("for", .keyword), Run("in", .keyword), Run("1", .number), Run("5", .number),
                  Run("0", .number)]),
        Example(name: "line and doc comments", lines: [
            "/// Joins. `engine.joinChannel(` is prose here",
            "let x = 1 // \"not a string",
        ], runs: [Run("/// Joins. `engine.joinChannel(` is prose here", .comment), Run("let", .keyword), Run("1", .number),
                  Run(#"// "not a string"#, .comment)]),
        Example(name: "nested block comments spanning lines", lines: [
            "a /* one /* two",
            "  still two */ still one",
            "  end */ let b = 2 /**/ c",
        ], runs: [Run("/* one /* two", .comment), Run("  still two */ still one", .comment), Run("  end */", .comment),
                  Run("let", .keyword), Run("2", .number), Run("/**/", .comment)]),
        Example(name: "conditional compilation and literals", lines: [
            "#if os(Linux) && !DEBUG // why",
            "import Glibc",
            "#elseif canImport(Darwin)",
            "#else",
            "#endif",
            "let here = #filePath",
        ], runs: [Run("#if os(Linux) && !DEBUG ", .directive), Run("// why", .comment), Run("import", .keyword),
                  Run("Glibc", .type), Run("#elseif canImport(Darwin)", .directive), Run("#else", .directive),
                  Run("#endif", .directive), Run("let", .keyword), Run("#filePath", .directive)]),
        Example(name: "attributes", lines: [
            "@MainActor func run(_ body: @escaping @Sendable () -> Void) {}",
        ], runs: [Run("@MainActor", .directive), Run("func", .keyword), Run("@escaping", .directive),
                  Run("@Sendable", .directive), Run("Void", .type)]),
        Example(name: "SDK calls, with arguments or a trailing closure, not a mere reference", lines: [
            "engine.joinChannel(byToken: nil, channelId: name, uid: 0, mediaOptions: options)",
            "self.engine?.setupRemoteVideo(canvas)",
            "engine.leaveChannel { stats in }",
            "let f = engine.joinChannel",
            "let joinChannel = 1",
        ], runs: [Run("joinChannel", .sdkCall), Run("nil", .keyword), Run("0", .number), Run("self", .keyword),
                  Run("setupRemoteVideo", .sdkCall), Run("leaveChannel", .sdkCall), Run("in", .keyword),
                  Run("let", .keyword), Run("let", .keyword), Run("1", .number)]),
        Example(name: "delegate and observer methods", lines: [
            "override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {",
            "func onCapture(_ frame: AgoraOutputVideoFrame) -> Bool { true }",
            "func getObservedFramePosition() -> AgoraVideoFramePosition { .postCapture }",
            "func start() { rtcEngine(e) }",
            "static func == (lhs: Self, rhs: Self) -> Bool",
        ], runs: [Run("override", .keyword), Run("nonisolated", .keyword), Run("func", .keyword),
                  Run("rtcEngine", .sdkDelegate), Run("AgoraRtcEngineKit", .type), Run("UInt", .type), Run("Int", .type),
                  Run("func", .keyword), Run("onCapture", .sdkDelegate), Run("AgoraOutputVideoFrame", .type),
                  Run("Bool", .type), Run("true", .keyword), Run("func", .keyword),
                  Run("getObservedFramePosition", .sdkDelegate), Run("AgoraVideoFramePosition", .type),
                  Run("func", .keyword), Run("static", .keyword), Run("func", .keyword), Run("Self", .keyword),
                  Run("Self", .keyword), Run("Bool", .type)]),
    ]

    @Test(arguments: examples)
    func colours(_ example: Example) {
        let tokens = Self.highlighter.highlight(example.lines)
        var runs: [Run] = []
        for (line, lineTokens) in zip(example.lines, tokens) {
            let characters = Array(line)
            for token in lineTokens where token.kind != .plain {
                runs.append(Run(String(characters[token.range]), token.kind))
            }
        }
        #expect(runs == example.runs)
    }

    @Test func anUnterminatedStringEndsWithItsLine() {
        let tokens = Self.highlighter.highlight([#"let s = "open \(x"#, "let y = 1"])
        #expect(tokens[1].map(\.kind) == [.keyword, .plain, .number])
    }

    @Test func emptyLinesHaveNoTokensEvenInsideAComment() {
        let tokens = Self.highlighter.highlight(["/* a", "", "b */"])
        #expect(tokens[1].isEmpty)
        #expect(tokens[2] == [SourceToken(.comment, 0..<4)])
    }

    @Test func selectorsGiveBaseNames() {
        let highlighter = SwiftHighlighter(sdkSelectors: ["joinChannel(byToken:channelId:uid:mediaOptions:)", "destroy()"])
        #expect(highlighter.sdkMethods == ["joinChannel", "destroy"])
    }
}
