import CFuzzerDriver
import FuzzEntries
import Foundation

// Built only by `make fuzz` (.ci/fuzz.sh); the logic is FuzzTarget's, which `swift test` replays.
// The standard libFuzzer entry, so this function is also what any other libFuzzer-style driver would call.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.media.runTrappingOnFailure(data, size)
    return 0
}

// The code under test is libMediaCodec.so, loaded at run time: it must be the copy built beside this harness (with
// the fuzzer's coverage and ASan), not a plain one from another build that the search path could also find.
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
switch MediaFuzzing.libraryPath() {
case .success(let path):
    let directory = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
    guard directory.path == executable.path else {
        FileHandle.standardError.write(Data("fuzz-media: loaded \(path), not the instrumented copy beside the harness\n".utf8))
        exit(2)
    }
case .failure(let error):
    FileHandle.standardError.write(Data("fuzz-media: libMediaCodec.so not loaded: \(error)\n".utf8))
    exit(2)
}

// SwiftPM has given this executable its own main, so libFuzzer's is not linked: hand it the command line.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
