/// One picture of a Y4M stream: its three planes (8-bit) and any parameters its `FRAME` line carried.
public struct Y4MFrame: Equatable, Sendable {
    public var y: [UInt8]
    public var u: [UInt8]
    public var v: [UInt8]
    /// Text after `FRAME` (without the separating space), kept so a round trip reproduces the file.
    public var parameters: String

    public init(y: [UInt8], u: [UInt8], v: [UInt8], parameters: String = "") {
        self.y = y
        self.u = u
        self.v = v
        self.parameters = parameters
    }
}
