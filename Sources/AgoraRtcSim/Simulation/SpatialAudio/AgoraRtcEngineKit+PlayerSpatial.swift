// A media player's own spatial parameters (`setSpatialAudioParams`). The SDK's ranges are checked; blur and air
// absorption change the timbre only, so the model's gain keeps to position and attenuation, and
// `speaker_attenuation` is the player's coefficient (as `setPlayerAttenuation` without forceSet).
extension AgoraRtcEngineKit {
    func playerSetSpatialAudioParams(_ object: SimMediaPlayer, _ params: AgoraSpatialAudioParams,
                                     at site: AgoraSimCallSite?) -> Int32 {
        var fields: [String] = []
        if let value = params.speaker_azimuth { fields.append("speaker_azimuth: \(value)") }
        if let value = params.speaker_elevation { fields.append("speaker_elevation: \(value)") }
        if let value = params.speaker_distance { fields.append("speaker_distance: \(value)") }
        if let value = params.speaker_orientation { fields.append("speaker_orientation: \(value)") }
        if let value = params.enable_blur { fields.append("enable_blur: \(value)") }
        if let value = params.enable_air_absorb { fields.append("enable_air_absorb: \(value)") }
        if let value = params.speaker_attenuation { fields.append("speaker_attenuation: \(value)") }
        if let value = params.enable_doppler { fields.append("enable_doppler: \(value)") }
        return playerApi(object, "setSpatialAudioParams(_:)", fields.joined(separator: ", "),
                         changing: \.localAudio, at: site) { localAudio, p in
            guard Self.spatialParamsInRange(params) else { return AgoraErrorCode.invalidArgument.returnCode }
            localAudio.spatial.updatePlayer(p.id) { source in
                if let blur = params.enable_blur { source.blur = blur }
                if let absorb = params.enable_air_absorb { source.airAbsorb = absorb }
                if let attenuation = params.speaker_attenuation { source.attenuation = attenuation }
            }
            return 0
        }
    }

    static func spatialParamsInRange(_ params: AgoraSpatialAudioParams) -> Bool {
        func within(_ value: Double?, _ range: ClosedRange<Double>) -> Bool { value.map(range.contains) ?? true }
        return within(params.speaker_azimuth, 0...360) && within(params.speaker_elevation, -90...90)
            && within(params.speaker_distance, 1...50) && within(params.speaker_orientation.map(Double.init), 0...180)
            && within(params.speaker_attenuation, 0...1)
    }
}
