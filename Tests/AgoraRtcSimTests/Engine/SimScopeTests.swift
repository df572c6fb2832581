import Testing
@testable import AgoraRtcSim

/// The cancellation scope behind every timer of the engine.
@Suite struct SimScopeTests {
    @Test func cancelStalesEveryTokenHandedOutSoFar() {
        var scope = SimScope()
        let first = scope.token
        #expect(scope.isCurrent(first))
        scope.cancel()
        let second = scope.token
        #expect(!scope.isCurrent(first))
        #expect(scope.isCurrent(second))
        scope.cancel()
        #expect(!scope.isCurrent(first) && !scope.isCurrent(second))
    }

    @Test func tokensAreUniqueAcrossScopes() {
        var scopes = (0..<50).map { _ in SimScope() }
        for index in scopes.indices where index.isMultiple(of: 2) { scopes[index].cancel() }
        #expect(Set(scopes.map(\.token)).count == scopes.count)
        // So a new scope matches nothing scheduled under an older one.
        let old = scopes[0].token
        #expect(!SimScope().isCurrent(old))
    }

    @Test func generationCountsCancellations() {
        var scope = SimScope()
        #expect(scope.generation == 0)
        scope.cancel()
        scope.cancel()
        #expect(scope.generation == 2)
    }
}
