import AgoraRtcSim

/// The face-shape sliders of the clear_vision cases are named after the area they reshape (`headScale`,
/// `cheekBone`…), as the original's face-shape list is; the area a slider's id names, if any.
enum FaceShapeAreaControl {
    static func area(named id: String) -> AgoraFaceShapeArea? {
        AgoraFaceShapeArea.allCases.first { $0 != .none && "\($0)" == id }
    }
}
