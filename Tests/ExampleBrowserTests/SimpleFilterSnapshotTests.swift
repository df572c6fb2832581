import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// SimpleFilter's session in both languages, with its plugin and without it.
@MainActor
@Suite struct SimpleFilterSnapshotTests {
    /// The plugin's grey and invert filters on the local picture, the microphone meter under the volume filter.
    @Test func simpleFilterWithTheNegative() throws {
        let session = try SessionFixture.running("SimpleFilter", steps: [(1, "invert", .activate), (1, "volume", .decrement)],
                                                 seconds: 4.5)
        for language in Language.allCases {
            SnapshotAssertion.assertSession(session, language, width: 100, height: 30)
        }
    }

    /// A library that is not there: error 157 in a notice, the call goes on without filters. (A path, so the message
    /// does not list this machine's search directories.)
    @Test func simpleFilterWithoutItsLibrary() throws {
        let session = try SessionFixture.running("SimpleFilter", form: ["library": "/opt/apiexample/lib/libSimpleFilter.so"],
                                                 seconds: 3)
        #expect(session.notice?.key == "filter.missing")
        for language in Language.allCases {
            SnapshotAssertion.assertSession(session, language, width: 80, height: 24, variant: "missing")
        }
    }
}
