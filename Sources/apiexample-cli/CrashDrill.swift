import APIExample
import Glibc

/// A crash on purpose, after the first paint, so the end-to-end tests can check what a real crash leaves behind
/// (the terminal restored, the runtime's report below it). Hidden: only `APIEXAMPLE_CRASH_DRILL` asks for it.
enum CrashDrill: String {
    static let environmentVariable = "APIEXAMPLE_CRASH_DRILL"

    /// A Swift runtime trap (SIGILL on x86_64, SIGTRAP on arm64), with the runtime's own "Fatal error" message.
    case trap
    /// A store through an invalid pointer: SIGSEGV raised by the processor, not by kill.
    case segv
    /// abort(3): SIGABRT.
    case abort

    init?(environment: EnvironmentVariables) {
        guard let value = environment[Self.environmentVariable], let drill = CrashDrill(rawValue: value) else { return nil }
        self = drill
    }

    func crash() -> Never {
        switch self {
        case .trap:
            fatalError("crash drill (\(Self.environmentVariable)=\(rawValue))")
        case .segv:
            // The address comes from a run-time value, so the optimizer cannot see the store is to page zero.
            let address = Int(getpid() & 0) + 16
            UnsafeMutablePointer<Int>(bitPattern: address)!.pointee = 1
            fatalError("the store to address \(address) did not fault")
        case .abort:
            Glibc.abort()
        }
    }
}
