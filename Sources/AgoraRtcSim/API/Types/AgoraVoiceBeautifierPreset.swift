/// Preset voice beautifier effects (`AgoraVoiceBeautifierPreset`, values from the iOS 4.6 header).
public enum AgoraVoiceBeautifierPreset: Int, Sendable, CaseIterable {
    case presetOff = 0x0000_0000
    case presetChatBeautifierMagnetic = 0x0101_0100
    case presetChatBeautifierFresh = 0x0101_0200
    case presetChatBeautifierVitality = 0x0101_0300
    /// Tune it with `setVoiceBeautifierParameters(_:param1:param2:)`: gender and reverb.
    case presetSingingBeautifier = 0x0102_0100
    case timbreTransformationVigorous = 0x0103_0100
    case timbreTransformationDeep = 0x0103_0200
    case timbreTransformationMellow = 0x0103_0300
    case timbreTransformationFalsetto = 0x0103_0400
    case timbreTransformationFull = 0x0103_0500
    case timbreTransformationClear = 0x0103_0600
    case timbreTransformationResounding = 0x0103_0700
    /// Spelled this way in the SDK.
    case timbreTransformatRinging = 0x0103_0800
    case ultraHighQuality = 0x0104_0100
}
