import Glibc

/// The environment the app reads: this process's, one variable at a time with `getenv`, or a dictionary a test
/// gives. `ProcessInfo.environment` copies the whole environment into a dictionary, about a tenth of the CPU spent
/// before the first paint (issue 11), to answer a handful of names.
public struct EnvironmentVariables: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// nil reads the process's environment. Kept nil rather than filled, since even making a `[String: String]`
    /// costs the first paint a scan of the runtime's conformance tables.
    private let given: [String: String]?

    /// This process's environment, read when asked.
    public static var process: EnvironmentVariables { EnvironmentVariables(given: nil) }

    public init(_ values: [String: String]) {
        given = values
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        // An empty literal (app state's default) is made without the generic initializer, before the first paint.
        given = elements.isEmpty ? [:] : Dictionary(elements) { _, last in last }
    }

    private init(given: [String: String]?) {
        self.given = given
    }

    public subscript(name: String) -> String? {
        if let given { return given[name] }
        // withCString lends the String's own bytes; passing the String converts it to a new array.
        return name.withCString { getenv($0) }.map { String(cString: $0) }
    }
}
