/// How much of the synthetic scene the camera sees and where it points: `fieldOfView` is the width seen against
/// the standard lens's (2: twice as much, everything half the size), centred on the scene or on its subject (the
/// moving disc) when `followsSubject`.
struct SimCameraView: Sendable, Equatable {
    var fieldOfView: Double
    var followsSubject: Bool

    /// The standard lens, pointing straight ahead: the picture every synthetic user had before lenses existed.
    static let standard = SimCameraView(fieldOfView: 1, followsSubject: false)
}
