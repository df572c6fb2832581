import Testing

extension E2ESuite {
    /// `apiexample run CustomVideoRender`: the frame observer set, and remote frames reaching the case's own renderer.
    @Test(.enabled(if: AppBinary.isAvailable))
    func customVideoRenderRunsHeadless() throws {
        try expectHeadlessRun("CustomVideoRender", showing: ["setVideoFrameDelegate(", "← onRenderVideoFrame(_:uid:channelId:)"])
    }
}
