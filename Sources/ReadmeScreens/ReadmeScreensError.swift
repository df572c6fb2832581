/// Why README's screens could not be made or put in place.
public enum ReadmeScreensError: Error, Equatable, CustomStringConvertible {
    case unknownCase(String)
    case invalidDefaults(String)
    /// README lacks one of the marker lines, or has them out of order.
    case missingMarkers

    public var description: String {
        switch self {
        case .unknownCase(let id): "no registered case \(id)"
        case .invalidDefaults(let id): "the Entry defaults of \(id) do not validate"
        case .missingMarkers: "README.md needs the lines \(ReadmeSection.begin) and \(ReadmeSection.end), in that order"
        }
    }
}
