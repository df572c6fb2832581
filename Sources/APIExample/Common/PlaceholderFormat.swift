import Foundation

/// `String(format:)` for the common case of text whose only placeholders are `%@` filled with strings (and `%%`
/// for a percent sign), without
/// Foundation's format parser (the session screen formats dozens of stats lines per frame). Anything else — a
/// `%d`, a stray `%`, a non-string argument — goes to `String(format:)`, so the output is always the same.
enum PlaceholderFormat {
    static func apply(_ format: String, _ arguments: [any CVarArg]) -> String {
        let strings = arguments.compactMap { $0 as? String }
        guard strings.count == arguments.count, let fast = substitute(format, strings) else {
            return String(format: format, arguments: arguments)
        }
        return fast
    }

    /// nil when `format` has a `%` that does not start `%@` or `%%`, or fewer `%@` than strings to fill… or more.
    private static func substitute(_ format: String, _ strings: [String]) -> String? {
        var result = ""
        var next = 0
        var pendingPercent = false
        for scalar in format.unicodeScalars {
            if pendingPercent {
                if scalar == "%" {
                    result.unicodeScalars.append("%")
                } else {
                    guard scalar == "@", next < strings.count else { return nil }
                    result += strings[next]
                    next += 1
                }
                pendingPercent = false
            } else if scalar == "%" {
                pendingPercent = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return pendingPercent || next != strings.count ? nil : result
    }
}
