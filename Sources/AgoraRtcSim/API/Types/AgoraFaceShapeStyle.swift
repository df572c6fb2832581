/// The face-shaping style (`FACE_SHAPE_BEAUTY_STYLE`); natural came in 4.6.
public enum AgoraFaceShapeStyle: Int, Sendable, CaseIterable {
    case female = 0
    case male = 1
    case natural = 2
}
