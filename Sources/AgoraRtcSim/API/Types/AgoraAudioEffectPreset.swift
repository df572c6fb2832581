/// Preset audio effects (`AgoraAudioEffectPreset`, values from the iOS 4.6 header; the abbreviations are the SDK's).
public enum AgoraAudioEffectPreset: Int, Sendable, CaseIterable {
    case off = 0x0000_0000
    case roomAcousticsKTV = 0x0201_0100
    case roomAcousVocalConcer = 0x0201_0200
    case roomAcousStudio = 0x0201_0300
    case roomAcousPhonograph = 0x0201_0400
    case roomAcousVirtualStereo = 0x0201_0500
    case roomAcousSpatial = 0x0201_0600
    case roomAcousEthereal = 0x0201_0700
    /// Tune the cycle with `setAudioEffectParameters(_:param1:param2:)`.
    case roomAcous3DVoice = 0x0201_0800
    case roomAcousVirtualSurroundSound = 0x0201_0900
    case roomAcousticsChorus = 0x0201_0D00
    case voiceChangerEffectUncle = 0x0202_0100
    case voiceChangerEffectOldMan = 0x0202_0200
    case voiceChangerEffectBoy = 0x0202_0300
    case voiceChangerEffectSister = 0x0202_0400
    case voiceChangerEffectGirl = 0x0202_0500
    case voiceChangerEffectPigKin = 0x0202_0600
    case voiceChangerEffectHulk = 0x0202_0700
    case styleTransformationRnb = 0x0203_0100
    case styleTransformationPopular = 0x0203_0200
    /// Tune mode and tonic with `setAudioEffectParameters(_:param1:param2:)`.
    case pitchCorrection = 0x0204_0100
}
