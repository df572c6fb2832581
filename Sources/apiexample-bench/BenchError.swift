/// A measurement that could not be taken; printed and turned into a non-zero exit.
struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
