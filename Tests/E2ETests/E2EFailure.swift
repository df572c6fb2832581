/// A failed end-to-end step; the description carries what was seen (screen, output) so a failing run explains itself.
struct E2EFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    static func timedOut(_ what: String, after seconds: Double, seen: String) -> E2EFailure {
        E2EFailure("timed out after \(seconds) s waiting for \(what); last seen:\n\(seen)")
    }
}
