/// What processes the camera's pictures: the built-in effects (beauty, virtual background, …), the extension
/// providers the app loaded and their filters, and the built-in face capture extension with its observer.
struct SimVideoProcessing: SimComponent {
    /// The built-in video processing on the local camera (setBeautyEffectOptions, enableVirtualBackground…).
    var effects = SimVideoEffects()
    /// Loaded extension providers and their filters; created by the first extension call.
    var extensions: SimExtensionHost?
    /// The built-in face capture and lip sync extensions.
    var faceCapture = SimFaceCapture()
    /// `setFaceInfoDelegate`.
    var faceInfoObserver: SimFaceInfoObserver?

    /// The extension host, created by the first extension call.
    mutating func extensionHost() -> SimExtensionHost {
        if let extensions { return extensions }
        let host = SimExtensionHost()
        extensions = host
        return host
    }

    /// The filter instances are destroyed and the libraries loaded with unloadAfterUse closed.
    mutating func destroy() {
        extensions?.release()
        extensions = nil
    }
}
