import Foundation

/// What the spatial model's hearing does to a source's sound (48 kHz stereo blocks): where it is, how far, and the
/// timbre the SDK's switches give it.
///
/// The SDK documents the effects, not their curves: sources sound from their direction (a stereo pan here, from
/// the azimuth on the listener's right axis: no HRTF), fade with distance as `setPlayerAttenuation` /
/// `setRemoteAudioAttenuation` and the receive range say (`SimSpatialModel.gain`, silent beyond the range),
/// `enable_air_absorb` ("sound attenuates in the air: over distance high frequencies fade faster than low ones")
/// is modelled as a one-pole low-pass whose cut-off falls with the distance, and `enable_blur` ("blurs the sound")
/// as a fixed low-pass that dulls it, with a short smear of the previous sample.
enum SimSpatialRender {
    /// The low-pass memory of one source, carried from block to block.
    struct Filter: Sendable, Equatable {
        var left: Float = 0
        var right: Float = 0
    }

    /// How far a source fully to one side leans (1 would silence the far ear).
    static let panDepth = 0.8
    /// Air absorption's cut-off: 20 kHz beside the listener, halved every `airHalvingMetres`.
    static let airHalvingMetres = 10.0
    static let blurCutoffHz = 2_500.0

    /// Left and right gains for `azimuth` (degrees, 90 left, 270 right): equal power, 1 each straight ahead.
    static func pan(azimuth: Double) -> (left: Float, right: Float) {
        let leaning = (1 - panDepth * sin(azimuth * .pi / 180)) / 2
        let angle = leaning * .pi / 2
        return (Float(cos(angle) * 2.0.squareRoot()), Float(sin(angle) * 2.0.squareRoot()))
    }

    /// The low-pass cut-off for a source at `distance` m, nil when neither switch asks for one.
    static func cutoff(distance: Double, airAbsorb: Bool, blur: Bool) -> Double? {
        var cutoff: Double?
        if airAbsorb { cutoff = 20_000 / (1 + distance / airHalvingMetres) }
        if blur { cutoff = min(cutoff ?? blurCutoffHz, blurCutoffHz) }
        return cutoff
    }

    /// `block` as heard: filtered, panned and scaled by the hearing's gain.
    static func render(_ block: [Float], _ hearing: SimSpatialHearing, airAbsorb: Bool, blur: Bool,
                       filter: inout Filter) -> [Float] {
        let (left, right) = pan(azimuth: hearing.azimuth)
        let gain = Float(hearing.gain)
        var out = [Float](repeating: 0, count: block.count)
        guard gain > 0 else { return out }
        let coefficient = cutoff(distance: hearing.distance, airAbsorb: airAbsorb, blur: blur)
            .map { Float(exp(-2 * .pi * $0 / Double(SimPCM.mixRate))) }
        let smear: Float = blur ? 0.3 : 0
        var state = filter
        var previous = (left: Float(0), right: Float(0))
        for frame in 0..<block.count / 2 {
            var l = block[frame * 2], r = block[frame * 2 + 1]
            if let a = coefficient {
                state.left = (1 - a) * l + a * state.left
                state.right = (1 - a) * r + a * state.right
                (l, r) = (state.left, state.right)
            }
            if smear > 0 {
                (l, r) = ((1 - smear) * l + smear * previous.left, (1 - smear) * r + smear * previous.right)
                previous = (l, r)
            }
            out[frame * 2] = l * gain * left
            out[frame * 2 + 1] = r * gain * right
        }
        filter = state
        return out
    }
}
