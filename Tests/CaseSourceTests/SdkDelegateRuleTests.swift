import APIExample
import CaseSource
import Foundation
import Testing

/// The rule that tells an SDK delegate or observer method by its name holds for every method of the engine's delegate
/// and observer protocols, and in the bundled cases marks exactly the declarations of such methods.
@Suite struct SdkDelegateRuleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The names of the methods the SDK calls on the app's objects: its delegate protocols, and the player observer
    /// class a case subclasses.
    static func sdkCallbackNames() throws -> Set<String> {
        let delegates = packageRoot + "/Sources/AgoraRtcSim/API/Delegates"
        var paths = try FileManager.default.contentsOfDirectory(atPath: delegates).map { delegates + "/" + $0 }
        paths.append(packageRoot + "/Sources/AgoraRtcSim/API/Rte/AgoraRtePlayerObserver.swift")
        var names = Set<String>()
        for path in paths {
            let file = CaseSourceFile(name: "", path: path, text: try String(contentsOfFile: path, encoding: .utf8))
            names.formUnion(declaredNames(file.lines, SwiftHighlighter().highlight(file.lines)).map(\.name))
        }
        return names
    }

    /// The name after each `func` keyword, and whether it was marked as a delegate method.
    static func declaredNames(_ lines: [String], _ tokens: [[SourceToken]]) -> [(name: String, marked: Bool)] {
        var found: [(String, Bool)] = []
        for (line, lineTokens) in zip(lines, tokens) {
            let characters = Array(line)
            let words = lineTokens.filter { token in
                let text = characters[token.range]
                return token.kind != .plain || text.first.map { $0.isLetter || $0 == "_" } == true
            }
            for (index, token) in words.enumerated().dropLast() where token.kind == .keyword
                && String(characters[token.range]) == "func" {
                let next = words[index + 1]
                let name = String(characters[next.range]).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                found.append((String(name), next.kind == .sdkDelegate))
            }
        }
        return found
    }

    @Test func everySdkCallbackFollowsTheRule() throws {
        let names = try Self.sdkCallbackNames()
        #expect(names.count > 40)
        for name in names.sorted() {
            #expect(SdkDelegateRule.isDelegateMethod(name), "\(name) is an SDK callback the rule misses")
        }
    }

    @Test func inTheCasesExactlyTheSdkCallbacksAreMarked() throws {
        let callbacks = try Self.sdkCallbackNames()
        var marked = 0
        for item in MenuRegistry.allItems {
            for file in CaseSourceLibrary.files(inCaseFolder: item.path) {
                for (name, isMarked) in Self.declaredNames(file.lines, SwiftHighlighter().highlight(file.lines)) {
                    #expect(isMarked == callbacks.contains(name), "\(file.name): func \(name)")
                    if isMarked { marked += 1 }
                }
            }
        }
        #expect(marked > 150)
    }

    @Test(arguments: [
        ("rtcEngine", true), ("rtcEngineRequestToken", true), ("AgoraRtcMediaPlayer", true), ("mediaRecorder", true),
        ("onCapture", true), ("getVideoFormatPreference", true), ("readyToSendMetadata", true),
        ("rtcEngines", false), ("online", false), ("getter", false), ("start", false), ("apply", false),
        ("pictureInPictureControllerDidStart", false),
    ])
    func rule(_ name: String, _ isDelegate: Bool) {
        #expect(SdkDelegateRule.isDelegateMethod(name) == isDelegate)
    }
}
