/// The colour space an app tags a pushed frame with (`AgoraVideoFrame.colorSpace`): primaries, transfer
/// characteristics, matrix and range, with the SDK's (H.273) numbers. HDR frames say BT.2020 primaries and
/// matrix with an HLG (ARIB STD-B67) or PQ (SMPTE ST 2084) transfer.
public struct AgoraColorSpace: Sendable, Equatable {
    public var primaryID: AgoraColorPrimaryID
    public var transferID: AgoraColorTransferID
    public var matrixID: AgoraColorMatrixID
    public var rangeID: AgoraColorRangeID

    public init(primaryID: AgoraColorPrimaryID = .unspecified, transferID: AgoraColorTransferID = .unspecified,
                matrixID: AgoraColorMatrixID = .unspecified, rangeID: AgoraColorRangeID = .invalid) {
        self.primaryID = primaryID
        self.transferID = transferID
        self.matrixID = matrixID
        self.rangeID = rangeID
    }

    /// A high-dynamic-range transfer (HLG or PQ).
    public var isHDR: Bool { transferID == .IDARIB_STD_B67 || transferID == .IDSMPTEST2084 }
}
