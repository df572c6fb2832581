/// Where one quoted string of a `.strings` file lies in its bytes, quotes excluded; `escaped` when it holds a
/// backslash, so its text is not the bytes as they stand.
struct StringsSpan: Sendable {
    let start: Int
    let end: Int
    let escaped: Bool
}
