import MediaFormats

extension MediaFormatError {
    /// A localized sentence for the kind of problem (`%@` is the technical detail, which stays as the reader
    /// reported it).
    public var messageKey: String {
        switch self {
        case .truncated: "media.error.truncated"
        case .wrongMagic: "media.error.wrongMagic"
        case .unsupported: "media.error.unsupported"
        case .malformed: "media.error.malformed"
        case .io: "media.error.io"
        case .notRegularFile: "media.error.notRegularFile"
        case .notADirectory: "media.error.notADirectory"
        }
    }

    public var detail: String {
        switch self {
        case .truncated(let text), .wrongMagic(let text), .unsupported(let text), .malformed(let text), .io(let text),
             .notRegularFile(let text), .notADirectory(let text): text
        }
    }
}
