import CFuzzerDriver
import PeerFuzzEntries
import Glibc

// Built only by `make fuzz` (.ci/fuzz.sh); the logic is PeerProtocolFuzzing's, which `swift test` replays through
// FuzzTarget. It links the cloud target (and the engine's message types it speaks), nothing of the app.
// The standard libFuzzer entry, so this function is also what any other libFuzzer-style driver would call.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    PeerProtocolFuzzing.runTrappingOnFailure(data, size)
    return 0
}

// SwiftPM has given this executable its own main, so libFuzzer's is not linked: hand it the command line.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
