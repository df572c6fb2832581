import AgoraRtcSim
import APIExample
import CaseSource

/// A case's files as the source view shows them: read from the app's bundle and coloured when the view opens (never
/// before), kept while it stays open. The bundle is part of the app and never changes while it runs, so reading it
/// here is as pure as reading the string tables.
public struct SourceDocument: Sendable {
    public let caseId: String
    public let files: [CaseSourceFile]
    /// Each file's lines as coloured runs, `tokens[file][line]`.
    public private(set) var tokens: [[[SourceToken]]]
    /// The method names the colouring emphasises as the SDK's: the case's key APIs and whatever the session called.
    public private(set) var sdkMethods: Set<String>
    let handlers: CallbackHandlerLocator
    /// Where each file's lines start when all files are counted as one run of lines (search positions).
    let offsets: [Int]

    public init(caseId: String, files: [CaseSourceFile], sdkMethods: Set<String>) {
        self.caseId = caseId
        self.files = files
        self.sdkMethods = sdkMethods
        handlers = CallbackHandlerLocator(files: files)
        let highlighter = SwiftHighlighter(sdkMethods: sdkMethods)
        tokens = files.map { highlighter.highlight($0.lines) }
        var offsets: [Int] = []
        var total = 0
        for file in files {
            offsets.append(total)
            total += file.lines.count
        }
        self.offsets = offsets
    }

    /// The bundled files of `caseId`'s folder, emphasising its key APIs and the methods `traced` saw called.
    public static func load(caseId: String, traced: TracedCalls?) -> SourceDocument {
        let item = MenuRegistry.item(id: caseId)
        let files = item.map { CaseSourceLibrary.files(inCaseFolder: $0.path) } ?? []
        let keyMethods = (item?.keyAPIs ?? []).map { String($0.prefix { $0 != "(" }) }
        return SourceDocument(caseId: caseId, files: files, sdkMethods: Set(keyMethods).union(traced?.methods ?? []))
    }

    /// Colours the files again when the session has called SDK methods the colouring does not emphasise yet (rare: a
    /// case calls few methods, each for the first time once).
    public mutating func emphasise(_ methods: Set<String>) {
        guard !methods.isSubset(of: sdkMethods) else { return }
        self = SourceDocument(caseId: caseId, files: files, sdkMethods: sdkMethods.union(methods))
    }

    public var lineCount: Int { (offsets.last ?? 0) + (files.last?.lines.count ?? 0) }

    public func tab(of path: String) -> Int? { files.firstIndex { $0.path == path } }

    /// The line a traced event belongs to in these files: an API call's site, or the handler of a callback; nil for
    /// one made (or handled) elsewhere.
    public func line(of event: AgoraSimTraceEvent) -> SourceLine? {
        switch event.kind {
        case .apiCall:
            guard let site = event.site, tab(of: site.path) != nil else { return nil }
            return SourceLine(path: site.path, line: site.line)
        case .callback:
            return handlers.handler(of: event.name)
        case .simulation:
            return nil
        }
    }

    /// The lines of file `tab` that the session ran (from 1): call sites in it and the handlers of callbacks
    /// delivered.
    func executedLines(inTab tab: Int, _ traced: TracedCalls) -> Set<Int> {
        guard tab < files.count else { return [] }
        let path = files[tab].path
        var lines = Set(traced.sites.lazy.filter { $0.path == path }.map(\.line))
        for callback in traced.callbacks {
            if let handler = handlers.handler(of: callback), handler.path == path { lines.insert(handler.line) }
        }
        return lines
    }

    /// (tab, line index from 0) of a position counted over all files.
    func place(ofGlobal index: Int) -> (tab: Int, line: Int) {
        let tab = max(0, (offsets.lastIndex { $0 <= index }) ?? 0)
        return (tab, index - offsets[tab])
    }

    func global(tab: Int, line: Int) -> Int { offsets[tab] + line }
}

extension SourceDocument: Equatable {
    /// Files and colouring follow from the case and the emphasised methods.
    public static func == (lhs: SourceDocument, rhs: SourceDocument) -> Bool {
        lhs.caseId == rhs.caseId && lhs.sdkMethods == rhs.sdkMethods && lhs.files.count == rhs.files.count
    }
}
