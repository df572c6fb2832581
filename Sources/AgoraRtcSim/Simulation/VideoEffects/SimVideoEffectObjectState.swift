/// A video effect object inside the engine: the nodes added to it, its parameters, and what each node last saved.
/// What it draws follows from those: the beauty node's levels while `beauty_effect_option.enable` is on, the
/// whitening filter at `filter_effect_option.strength` with the beauty effect (the beauty material carries it) or
/// through the filter node (only without the style makeup node, which takes precedence, as the SDK documents),
/// the makeup rows while the style makeup node is added and `makeup_options.enable_mu` is on, and face shaping
/// while `face_shape_beauty_option.enable` is on.
struct SimVideoEffectObjectState: Sendable, Equatable {
    let id: Int
    var nodes: UInt = 0
    var parameters = SimEffectParameters()
    var saved: [UInt: SimEffectParameters] = [:]

    func has(_ node: AgoraVideoEffectNodeId) -> Bool { nodes & node.rawValue != 0 }

    var beauty: AgoraBeautyOptions? {
        let option = SimEffectParameters.beauty
        guard has(.beauty), parameters.bool(option, "enable") else { return nil }
        let contrast: AgoraLighteningContrastLevel = switch parameters.int(option, "contrast") {
        case 0: .low
        case 2: .high
        default: .normal
        }
        return AgoraBeautyOptions(lighteningContrastLevel: contrast, lighteningLevel: parameters.float(option, "lightness"),
                                  smoothnessLevel: parameters.float(option, "smoothness"),
                                  rednessLevel: parameters.float(option, "redness"),
                                  sharpnessLevel: parameters.float(option, "sharpness"))
    }

    var whitening: Float? {
        guard beauty != nil || (has(.filter) && !has(.styleMakeup)) else { return nil }
        return parameters.float(SimEffectParameters.filter, "strength")
    }

    var makeup: SimMakeup? {
        guard has(.styleMakeup), parameters.bool(SimEffectParameters.makeup, "enable_mu") else { return nil }
        return SimMakeup(parameters)
    }

    var shapesFace: Bool { has(.beauty) && parameters.bool(SimEffectParameters.faceShape, "enable") }

    var isIdle: Bool { beauty == nil && whitening == nil && makeup == nil && !shapesFace }
}
