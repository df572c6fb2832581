/// The chroma subsampling of a Y4M stream (header tag `C…`). Every 4:2:0 siting variant is read alike: the
/// siting only says where the chroma samples sit, not how many there are.
public enum Y4MChroma: Equatable, Sendable {
    /// 4:2:0, with the header tag it came with ("420jpeg", "420paldv", "420mpeg2" or "420").
    case yuv420(tag: String)
    /// 4:4:4: full-resolution chroma.
    case yuv444

    /// What a header without a `C` tag means (the format's default).
    public static let defaultTag = "420jpeg"

    init?(tag: String) {
        switch tag {
        case "420jpeg", "420paldv", "420", "420mpeg2": self = .yuv420(tag: tag)
        case "444": self = .yuv444
        default: return nil
        }
    }

    public var tag: String {
        switch self {
        case .yuv420(let tag): tag
        case .yuv444: "444"
        }
    }

    /// Width and height of each chroma plane for a picture of `width`×`height`.
    public func planeSize(width: Int, height: Int) -> (width: Int, height: Int) {
        switch self {
        case .yuv420: ((width + 1) / 2, (height + 1) / 2)
        case .yuv444: (width, height)
        }
    }

    /// Bytes of one frame (Y, then U, then V).
    public func frameBytes(width: Int, height: Int) -> Int {
        let chroma = planeSize(width: width, height: height)
        return width * height + 2 * chroma.width * chroma.height
    }
}
