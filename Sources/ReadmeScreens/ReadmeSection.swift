/// The part of README.md between two marker lines that `make screenshots` owns; everything around it is left
/// byte for byte as it was, so other edits to README never conflict with a regeneration.
public enum ReadmeSection {
    public static let begin = "<!-- screens:begin -->"
    public static let end = "<!-- screens:end -->"

    /// The text between the markers (exclusive), as README holds it now.
    public static func current(in readme: String) throws -> String {
        let (lines, first, last) = try bounds(readme)
        return lines[(first + 1)..<last].map { $0 + "\n" }.joined()
    }

    /// README with the text between the markers replaced by `body` (which ends with a newline).
    public static func replacing(in readme: String, with body: String) throws -> String {
        let (lines, first, last) = try bounds(readme)
        let head = lines[...first].map { $0 + "\n" }.joined()
        let tail = lines[last...].joined(separator: "\n")
        return head + body + tail
    }

    private static func bounds(_ readme: String) throws -> ([Substring], Int, Int) {
        // Split on "\n" only, keeping empty pieces, so joining gives back exactly what was read.
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0 == begin }),
              let last = lines[(first + 1)...].firstIndex(where: { $0 == end }) else {
            throw ReadmeScreensError.missingMarkers
        }
        return (lines, first, last)
    }
}
