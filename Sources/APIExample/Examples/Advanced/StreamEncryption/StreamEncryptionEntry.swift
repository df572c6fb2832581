/// StreamEncryption's form: the secret, the channel, the mode (every built-in mode of the SDK, or the original's
/// "Custom" scheme as the `useCustom` switch), the GCM2 KDF salt, and — for the simulation — which key the remote
/// users have.
public enum StreamEncryptionEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "StreamEncryption", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["enableEncryption(_:encryptionConfig:)", "registerPacketObserver(_:)", "enableVideo()",
                 "setupLocalVideo(_:)", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "setupRemoteVideo(_:)", "leaveChannel(_:)",
                 "enableAudio()", "setClientRole(_:)", "setVideoEncoderConfiguration(_:)", "startPreview()"])

    /// What StreamEncryptionMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let useCustom: Bool
        public let remoteKey: String
        public let secret: String
        public let salt: String
        public let channelName: String
        public let mode: String

        public init(_ form: FormReader) {
            useCustom = form.bool("useCustom")
            remoteKey = form.string("remoteKey")
            secret = form.string("secret")
            salt = form.string("salt")
            channelName = form.channelName
            mode = form.string("mode")
        }
    }

    public static let modes = [
        ChoiceOption("AES128GCM", "encryption.mode.AES128GCM"), ChoiceOption("AES256GCM", "encryption.mode.AES256GCM"),
        ChoiceOption("AES128GCM2", "encryption.mode.AES128GCM2"), ChoiceOption("AES256GCM2", "encryption.mode.AES256GCM2"),
        // The SDK's older modes, which the sample does not offer; they take no salt.
        ChoiceOption("AES128XTS", "encryption.mode.AES128XTS"), ChoiceOption("AES128ECB", "encryption.mode.AES128ECB"),
        ChoiceOption("AES256XTS", "encryption.mode.AES256XTS"), ChoiceOption("SM4128ECB", "encryption.mode.SM4128ECB"),
    ]
    /// 32 bytes, standing in (like the original's hard-coded value) for a salt the app server hands out.
    public static let defaultSalt = "0Zq9cUj7RkHw1NbE5vXa3PmT8yLd2GsF6oKe4WiQcVs="

    public static let fields: [FieldSpec] = [
        FieldSpec(id: "secret", labelKey: "field.encryptionSecret", kind: .text(.optional), defaultValue: "apiexample-secret",
                  noteKey: "field.encryptionSecret.note"),
        .channelName(default: "secure"),
        .choice("mode", labelKey: "field.encryptionMode", options: modes, default: "AES128GCM2"),
        .toggle("useCustom", labelKey: "field.useCustomEncryption", noteKey: "field.useCustomEncryption.note"),
        FieldSpec(id: "salt", labelKey: "field.kdfSalt", kind: .text(.optional), defaultValue: defaultSalt, noteKey: "field.kdfSalt.note"),
        FieldSpec(id: "remoteKey", labelKey: "field.remoteKey",
                  kind: .choice([ChoiceOption("same", "encryption.remote.same"), ChoiceOption("other", "encryption.remote.other")]),
                  defaultValue: "same", noteKey: "field.remoteKey.note"),
    ]
}
