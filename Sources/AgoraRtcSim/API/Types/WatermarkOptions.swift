import Foundation

/// Where a watermark goes in the sent video (SDK 4.x iOS `WatermarkOptions`): one rectangle for a landscape
/// encoding, one for portrait, in pixels of the encoded picture from its top-left corner; and whether the local
/// preview shows it too.
public struct WatermarkOptions: Sendable, Equatable {
    /// True (the SDK's default): the preview shows the watermark; false: only the sent video carries it.
    public var visibleInPreview: Bool
    public var positionInLandscapeMode: CGRect
    public var positionInPortraitMode: CGRect

    public init(visibleInPreview: Bool = true, positionInLandscapeMode: CGRect = .zero, positionInPortraitMode: CGRect = .zero) {
        self.visibleInPreview = visibleInPreview
        self.positionInLandscapeMode = positionInLandscapeMode
        self.positionInPortraitMode = positionInPortraitMode
    }
}
