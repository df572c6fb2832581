import Foundation
import Testing
@testable import APIExample

@Suite struct ResourceBundleTests {
    /// The fast path finds the very bundle `Bundle.module` would.
    @Test func theBundleBesideTheExecutableIsBundleModules() {
        #expect(ResourceBundle.besideExecutable() == Bundle.module.bundlePath)
        #expect(ResourceBundle.path == Bundle.module.bundlePath)
    }
}
