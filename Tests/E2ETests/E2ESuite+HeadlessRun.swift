import Testing

extension E2ESuite {
    /// `apiexample run <caseId>` in virtual time: it exits 0, joins, every one of `needles` is in its output, and it
    /// ends with destroy.
    func expectHeadlessRun(_ caseId: String, seconds: Int = 5, showing needles: [String],
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try CommandRunner.run(try AppBinary.require(),
                                           ["run", caseId, "--virtual-time", "--seconds", String(seconds)])
        #expect(result.exitCode == 0, "\(result)", sourceLocation: sourceLocation)
        #expect(result.stdout.contains("didJoinChannel"), "\(caseId) never joined\n\(result)", sourceLocation: sourceLocation)
        for needle in needles {
            #expect(result.stdout.contains(needle), "\(caseId): no \(needle)\n\(result)", sourceLocation: sourceLocation)
        }
        #expect(result.stdoutLines.last?.contains("destroy()") == true, "\(result)", sourceLocation: sourceLocation)
    }
}
