import FuzzSupport
import PeerFuzzEntries

/// The parsers issue 12 fuzzes. Each case's `run` is what its libFuzzer harness (`Tests/Fuzz/Harnesses/fuzz-<name>`)
/// calls for every input and what `FuzzReplayTests` calls for every saved seed and crasher, so a regression input
/// is replayed by `swift test` through exactly the code that found it. The raw value is the harness's name, and the
/// name of its folders under `Corpus/`, `Regressions/` and `Dictionaries/`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case token
    case settings
    case strings
    case wav
    case y4m
    case cli
    case peer
    case media

    /// Feeds `bytes` to the parser and checks what must hold of its answer. A parser that traps crashes the caller,
    /// as libFuzzer wants; an answer that breaks an invariant throws, so a test can say which file and why.
    /// Answers whether the parser accepted the input (the replay test wants some seeds of each target that do).
    /// Main-actor isolated because the command-line target validates `run` options through `HeadlessRunner`.
    @MainActor
    @discardableResult
    public func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) -> Bool {
        switch self {
        case .token: try TokenFuzzing.run(bytes)
        case .settings: try SettingsFuzzing.run(bytes)
        case .strings: try StringsFuzzing.run(bytes)
        case .wav: try WAVFuzzing.run(bytes)
        case .y4m: try Y4MFuzzing.run(bytes)
        case .cli: try CommandLineFuzzing.run(bytes)
        case .peer: try PeerProtocolFuzzing.run(bytes)
        case .media: try MediaFuzzing.run(bytes)
        }
    }

    /// The harnesses' entry: `run`, with a broken invariant turned into the crash libFuzzer records. libFuzzer calls
    /// its callback on the main thread (no `-fork` or `-jobs` here), which is what lets this assume the main actor.
    public func runTrappingOnFailure(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        MainActor.assumeIsolated {
            do {
                try run(bytes)
            } catch {
                fatalError("fuzz-\(rawValue): \(error)")
            }
        }
    }
}
