/// A scratch directory that could not be made.
public struct ScratchError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
