import Foundation

// addVideoWatermark / clearVideoWatermarks: a PNG drawn into the local video the engine sends (and into the
// preview unless `visibleInPreview` is false), at the options' rectangle for the encoding's orientation. The
// SDK documents only "< 0: failure"; a URL that is not a readable PNG file gives -2 (invalid argument), the
// simulation's choice, listed in the README.
extension AgoraRtcEngineKit {
    /// Adds a watermark; several may be added and each is drawn, the latest on top. Before or after joining.
    @discardableResult
    public func addVideoWatermark(_ url: URL, options: WatermarkOptions, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        // Read before taking the engine's lock: a file read must not hold up the frame loops.
        let image = url.isFileURL ? SimStillImage.load(url.path) : nil
        let detail = "\(SimTraceText.quoted(url.isFileURL ? url.path : url.absoluteString)), options: "
            + "{visibleInPreview: \(options.visibleInPreview), landscape: \(Self.rectText(options.positionInLandscapeMode)), "
            + "portrait: \(Self.rectText(options.positionInPortraitMode))}"
        return api("addVideoWatermark(_:options:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let image else { return AgoraErrorCode.invalidArgument.returnCode }
            s.video.camera.watermarks.append(SimWatermark(image: image, options: options))
            return 0
        }
    }

    /// Removes every watermark.
    @discardableResult
    public func clearVideoWatermarks(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("clearVideoWatermarks()", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.video.camera.watermarks.removeAll()
            return 0
        }
    }

    private static func rectText(_ rect: CGRect) -> String {
        "(\(Int(rect.minX)), \(Int(rect.minY)), \(Int(rect.width))x\(Int(rect.height)))"
    }
}
