/// An answer from a parser that cannot be right: the input parsed, but what came out contradicts itself or does
/// not survive being written and read again.
public struct FuzzInvariantFailure: Error, CustomStringConvertible, Sendable {
    public let description: String

    package init(_ description: String) {
        self.description = description
    }

    /// Throws when `condition` is false. The message is an autoclosure: most inputs hold, and building it for each
    /// would cost the fuzzer executions.
    package static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzInvariantFailure) {
        guard condition else { throw FuzzInvariantFailure(message()) }
    }
}
