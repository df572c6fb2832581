/// Finds the method of a case that handles a delegate callback, from the callback's Swift selector as the engine
/// traces it ("rtcEngine(_:didJoinedOfUid:elapsed:)"): the `func` whose name and argument labels spell that selector.
/// The engine cannot know which line of the app handled its callback; the app's own source says.
public struct CallbackHandlerLocator: Sendable {
    private var handlers: [String: SourceLine] = [:]

    /// Indexes every `func` declared in `files` by its selector; the first declaration of a selector wins.
    public init(files: [CaseSourceFile]) {
        for file in files {
            for (selector, line) in Self.declarations(in: file.lines) where handlers[selector] == nil {
                handlers[selector] = SourceLine(path: file.path, line: line)
            }
        }
    }

    /// The line that declares the handler of `selector`, or nil when the case does not implement it.
    public func handler(of selector: String) -> SourceLine? { handlers[selector] }

    /// Each `func` declaration's selector and line (from 1). The parameter list may span lines; labels are the first
    /// word of each top-level parameter (`_` included), so `func f(_ a: Int, b c: (Int, Int) -> Void)` is `f(_:b:)`.
    static func declarations(in lines: [String]) -> [(selector: String, line: Int)] {
        var found: [(String, Int)] = []
        for (index, text) in lines.enumerated() {
            guard let funcRange = text.range(of: "func "), isDeclarationStart(text[..<funcRange.lowerBound]) else { continue }
            let afterFunc = text[funcRange.upperBound...]
            let name = afterFunc.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { continue }
            var rest = afterFunc.dropFirst(name.count)
            if rest.first == "<" { rest = rest.drop { $0 != ">" }.dropFirst() }  // generic parameters
            guard rest.first == "(" else { continue }
            let parameters = parameterText(startingWith: String(rest), following: lines[(index + 1)...])
            let labels = topLevelParameters(parameters).compactMap { parameter -> String? in
                let label = parameter.drop { $0 == " " }.prefix { $0 != " " && $0 != ":" }
                return label.isEmpty ? nil : label + ":"
            }
            found.append((name + "(" + labels.joined() + ")", index + 1))
        }
        return found
    }

    /// Only modifiers and attributes may precede `func` on its line (not a `//` comment, a string, or a call).
    private static func isDeclarationStart(_ prefix: Substring) -> Bool {
        prefix.split(separator: " ").allSatisfy { word in
            word.hasPrefix("@") || ["override", "nonisolated", "public", "private", "fileprivate", "internal", "static",
                                    "final", "class", "open", "mutating", "@objc", "@MainActor"].contains(String(word))
        }
    }

    /// The text between the parameter list's parentheses, read across lines until they balance.
    private static func parameterText(startingWith first: String, following: ArraySlice<String>) -> String {
        var depth = 0
        var collected = ""
        for text in [first] + following {
            for character in text {
                if character == "(" {
                    depth += 1
                    if depth == 1 { continue }
                } else if character == ")" {
                    depth -= 1
                    if depth == 0 { return collected }
                }
                collected.append(character)
            }
            collected.append(" ")
        }
        return collected
    }

    private static func topLevelParameters(_ text: String) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        let last = text[start...]
        if !last.allSatisfy({ $0 == " " }) { parts.append(last) }
        return parts
    }
}
