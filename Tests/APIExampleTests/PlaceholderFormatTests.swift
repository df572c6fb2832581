import Foundation
import Testing
@testable import APIExample

@Suite struct PlaceholderFormatTests {
    @Test func stringPlaceholdersGiveWhatStringFormatGives() {
        for (format, arguments) in [
            ("VSend: %@kbps", ["1310"]),
            ("%@ and %@", ["a", "b"]),
            ("首帧耗时: %@ms", ["155"]),
            ("no placeholder", []),
            ("%@", [""]),
            ("CPU: %@%%/%@%%", ["10.8", "32.0"]),
            ("100%%", []),
        ] {
            #expect(PlaceholderFormat.apply(format, arguments) == String(format: format, arguments: arguments))
        }
    }

    @Test func anythingElseIsLeftToStringFormat() {
        #expect(PlaceholderFormat.apply("%d users", [7]) == "7 users")
        #expect(PlaceholderFormat.apply("100%%", []) == "100%")
        #expect(PlaceholderFormat.apply("%@", ["a", "b"]) == String(format: "%@", arguments: ["a", "b"]))
    }
}
