import AgoraRtcSim

/// AgoraBeauty's controls: the beauty switch and levels, the virtual background, then the original's two modal
/// panels as sections of the list — the 17 makeup rows and the face-shape rows (their declared ranges).
enum AgoraBeautyControl: String, CaseControl {
    case beauty, lightening, redness, sharpness, smoothness, whitening
    case virtualBackground, background
    case makeup, browStyle, browColor, browStrength, lashStyle, lashColor, lashStrength, shadowStyle, shadowStrength
    case pupilStyle, pupilStrength, blushStyle, blushColor, blushStrength, lipStyle, lipColor, lipStrength
    case faceShape, gender, intensity
    case headScale, forehead, faceContour, faceLength, faceWidth, cheekBone, cheek, chin
    case eyeScale, noseLength, noseWidth, mouthScale

    var labelKey: String { "ab.control." + rawValue }

    /// Each starts where the material's defaults are (what the original's panels read back from the object).
    var kind: SessionControl.Kind {
        switch self {
        case .beauty, .virtualBackground, .makeup, .faceShape: return .toggle(false)
        case .lightening, .smoothness: return Self.unitSlider(90)
        case .redness, .sharpness: return Self.unitSlider(100)
        case .whitening: return Self.unitSlider(50)
        case .background:
            return .choice(options: VirtualBackgroundChoice.all.map { ChoiceOption($0, "ab.background." + $0) }, selected: "image")
        case .gender: return .choice(options: Self.genders, selected: "female")
        case .intensity: return .slider(value: 50, range: 0...100, step: 10)
        case .browStyle, .lashStyle, .shadowStyle, .pupilStyle, .blushStyle, .lipStyle:
            let (count, selected) = Self.styles[self] ?? (2, 2)
            return .choice(options: (0...count).map { ChoiceOption(String($0), "ab.style.\($0)") }, selected: String(selected))
        case .browColor, .lashColor: return .choice(options: Self.eyeColors, selected: self == .browColor ? "2" : "1")
        case .blushColor, .lipColor: return .choice(options: Self.shades, selected: "5")
        case .browStrength, .lashStrength, .shadowStrength, .pupilStrength, .blushStrength, .lipStrength:
            return Self.unitSlider(100)
        default: return .slider(value: 0, range: area?.intensityRange ?? 0...100, step: 10)
        }
    }

    private static func unitSlider(_ value: Int) -> SessionControl.Kind { .slider(value: value, range: 0...100, step: 10) }

    /// The highest style of each makeup row and the material's default.
    private static let styles: [AgoraBeautyControl: (Int, Int)] = [
        .browStyle: (2, 2), .lashStyle: (5, 5), .shadowStyle: (6, 6), .pupilStyle: (2, 2), .blushStyle: (2, 2), .lipStyle: (2, 2),
    ]
    static let genders = [ChoiceOption("female", "ab.gender.female"), ChoiceOption("male", "ab.gender.male")]
    static let eyeColors = ["none", "black", "brown"].enumerated().map { ChoiceOption(String($0.offset), "ab.color." + $0.element) }
    static let shades = (0...5).map { ChoiceOption(String($0), "ab.shade.\($0)") }
    /// Every option label a makeup choice can show.
    static let optionLabels = (0...6).map { "ab.style.\($0)" } + eyeColors.map(\.labelKey) + shades.map(\.labelKey)

    /// The effect object's parameter (option, key) the control sets, or nil for the engine's own calls.
    var parameter: (option: String, key: String)? {
        switch self {
        case .beauty: ("beauty_effect_option", "enable")
        case .lightening: ("beauty_effect_option", "lightness")
        case .redness: ("beauty_effect_option", "redness")
        case .sharpness: ("beauty_effect_option", "sharpness")
        case .smoothness: ("beauty_effect_option", "smoothness")
        case .whitening: ("filter_effect_option", "strength")
        case .makeup: ("makeup_options", "enable_mu")
        case .browStyle, .browColor, .browStrength, .lashStyle, .lashColor, .lashStrength, .shadowStyle, .shadowStrength,
             .pupilStyle, .pupilStrength, .blushStyle, .blushColor, .blushStrength, .lipStyle, .lipColor, .lipStrength:
            ("makeup_options", rawValue)
        case .faceShape: ("face_shape_beauty_option", "enable")
        default: nil
        }
    }

    /// The face-shape area a slider reshapes.
    var area: AgoraFaceShapeArea? { FaceShapeAreaControl.area(named: rawValue) }
}
