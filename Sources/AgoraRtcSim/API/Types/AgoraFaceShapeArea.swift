/// A part of the face `setFaceShapeAreaOptions(_:)` reshapes (`FACE_SHAPE_AREA`).
public enum AgoraFaceShapeArea: Int, Sendable, CaseIterable {
    case none = -1
    case headScale = 100
    case forehead = 101
    case faceContour = 102
    case faceLength = 103
    case faceWidth = 104
    case cheekBone = 105
    case cheek = 106
    case mandible = 107
    case chin = 108
    case eyeScale = 200
    case eyeDistance = 201
    case eyePosition = 202
    case lowerEyelid = 203
    case eyePupils = 204
    case eyeInnerCorner = 205
    case eyeOuterCorner = 206
    case noseLength = 300
    case noseWidth = 301
    case noseWing = 302
    case noseRoot = 303
    case noseBridge = 304
    case noseTip = 305
    case noseGeneral = 306
    case mouthScale = 400
    case mouthPosition = 401
    case mouthSmile = 402
    case mouthLip = 403
    case eyebrowPosition = 500
    case eyebrowThickness = 501

    /// The intensities the area takes: one-sided areas (they only shrink or enlarge) 0–100, two-sided ones −100–100.
    /// The twelve the sample app offers are the documented ones; for the others the simulation assumes −100–100.
    public var intensityRange: ClosedRange<Int> {
        switch self {
        case .none: 0...0
        case .headScale, .faceContour, .faceWidth, .cheekBone, .cheek, .eyeScale: 0...100
        default: -100...100
        }
    }
}
