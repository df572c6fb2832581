import Testing

extension E2ESuite {
    /// `apiexample run LocalVideoTranscoding`: the transcoder started and its composed frames reaching the case.
    @Test(.enabled(if: AppBinary.isAvailable))
    func localVideoTranscodingRunsHeadless() throws {
        try expectHeadlessRun("LocalVideoTranscoding", showing: ["startLocalVideoTranscoder(", "← onTranscodedVideoFrame(_:)"])
    }
}
