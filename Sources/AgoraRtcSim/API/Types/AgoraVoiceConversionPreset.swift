/// Preset voice conversion effects (`AgoraVoiceConversionPreset`, values from the iOS 4.6 header).
public enum AgoraVoiceConversionPreset: Int, Sendable, CaseIterable {
    case off = 0x0000_0000
    case neutral = 0x0301_0100
    case sweet = 0x0301_0200
    case changerSolid = 0x0301_0300
    case changerBass = 0x0301_0400
    case changerCartoon = 0x0301_0500
    case changerChildlike = 0x0301_0600
    case changerPhoneOperator = 0x0301_0700
    case changerMonster = 0x0301_0800
    case changerTransformers = 0x0301_0900
    case changerGroot = 0x0301_0A00
    case changerDarthVader = 0x0301_0B00
    case changerIronLady = 0x0301_0C00
    case changerShinchan = 0x0301_0D00
    case changerGirlishMan = 0x0301_0E00
    case changerChipmunk = 0x0301_0F00
}
