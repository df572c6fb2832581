import Testing

extension E2ESuite {
    /// `apiexample run RawVideoData`: the frame observer set, captured and remote frames both through it.
    @Test(.enabled(if: AppBinary.isAvailable))
    func rawVideoDataRunsHeadless() throws {
        try expectHeadlessRun("RawVideoData", showing: [
            "setVideoFrameDelegate(", "← onCapture(_:sourceType:)", "← onRenderVideoFrame(_:uid:channelId:)",
        ])
    }
}
