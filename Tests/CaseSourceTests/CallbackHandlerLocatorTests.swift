import CaseSource
import Testing

@Suite struct CallbackHandlerLocatorTests {
    static let main = CaseSourceFile(name: "DemoMain.swift", path: "Sources/Demo/DemoMain.swift", text: """
        final class DemoMain {
            override func start() {
                // func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) in a comment
            }

            override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
            }

            override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit,
                                                connectionChangedTo state: AgoraConnectionState,
                                                reason: AgoraConnectionChangedReason) {
            }

            nonisolated func onCapture(_ frame: AgoraVideoFrame, sourceType: Int, done: (Int, Int) -> Void) -> Bool { true }

            func apply<T>(_ control: T) -> Bool { false }
        }
        """)

    let locator = CallbackHandlerLocator(files: [Self.main])

    @Test(arguments: [
        ("rtcEngine(_:didJoinedOfUid:elapsed:)", 6),
        ("rtcEngine(_:connectionChangedTo:reason:)", 9),
        ("onCapture(_:sourceType:done:)", 14),
        ("apply(_:)", 16),
        ("start()", 2),
    ])
    func findsTheHandlersDeclaration(_ selector: String, _ line: Int) {
        #expect(locator.handler(of: selector) == SourceLine(path: "Sources/Demo/DemoMain.swift", line: line))
    }

    @Test func aCallbackTheCaseDoesNotHandleHasNoLine() {
        #expect(locator.handler(of: "rtcEngine(_:didOfflineOfUid:reason:)") == nil)
    }
}
