import AgoraRtcSim
import Foundation

// Reading `configs` values as the SDK's types. Entry forms store plain strings and numbers; these are the
// single place where they become enums, so every case maps them the same way.
extension Dictionary where Key == String, Value == ConfigValue {
    public func string(_ key: String) -> String { self[key]?.string ?? "" }
    public func int(_ key: String, default value: Int = 0) -> Int { self[key]?.int ?? value }
    public func bool(_ key: String) -> Bool { self[key]?.bool ?? false }

    public var channelName: String { string("channelName") }

    /// uid 0 asks the SDK to assign one.
    public var uid: UInt { UInt(int("uid")) }

    public var clientRole: AgoraClientRole { string("role") == "audience" ? .audience : .broadcaster }

    public var resolution: CGSize { CGSize(setting: string("resolution")) }

    public var frameRate: AgoraVideoFrameRate { AgoraVideoFrameRate(setting: Int(string("fps")) ?? int("fps", default: 15)) }

    public var orientationMode: AgoraVideoOutputOrientationMode { AgoraVideoOutputOrientationMode(setting: string("orientation")) }

    public var audioProfile: AgoraAudioProfile {
        switch string("audioProfile") {
        case "speechStandard": .speechStandard
        case "musicStandard": .musicStandard
        case "musicStandardStereo": .musicStandardStereo
        case "musicHighQuality": .musicHighQuality
        case "musicHighQualityStereo": .musicHighQualityStereo
        default: .default
        }
    }

    public var audioScenario: AgoraAudioScenario { AgoraAudioScenario(setting: string("audioScenario")) }

    /// Mapped by name, not by picker row: the original applied the row index as the raw value and got it wrong.
    public var videoScenario: AgoraApplicationScenarioType {
        switch string("videoScenario") {
        case "general": .applicationGeneralScenario
        case "meeting": .applicationMeetingScenario
        case "oneToOne": .application1V1Scenario
        default: .applicationLiveShowScenario
        }
    }
}

extension AgoraAudioScenario {
    public init(setting: String) {
        switch setting {
        case "gameStreaming": self = .gameStreaming
        case "chatRoom": self = .chatRoom
        case "chorus": self = .chorus
        case "meeting": self = .meeting
        default: self = .default
        }
    }
}

extension CGSize {
    /// "960x540" → 960×540; the SDK default when the text is not a size.
    public init(setting: String) {
        let parts = setting.split(separator: "x").compactMap { Double($0) }
        self = parts.count == 2 ? CGSize(width: parts[0], height: parts[1]) : CGSize(width: 960, height: 540)
    }
}

extension AgoraVideoFrameRate {
    /// 15 fps when the number is not one of the SDK's cases.
    public init(setting: Int) {
        self = AgoraVideoFrameRate(rawValue: setting) ?? .fps15
    }
}

extension AgoraVideoOutputOrientationMode {
    public init(setting: String) {
        switch setting {
        case "fixedLandscape": self = .fixedLandscape
        case "fixedPortrait": self = .fixedPortrait
        default: self = .adaptative
        }
    }
}

extension GlobalSettings {
    /// The Settings screen's "Pick Role".
    public var clientRole: AgoraClientRole { role == "audience" ? .audience : .broadcaster }

    /// The encoder configuration the Settings screen describes (cases that, like the original, read it globally).
    public var encoderConfiguration: AgoraVideoEncoderConfiguration {
        AgoraVideoEncoderConfiguration(size: CGSize(setting: resolution), frameRate: AgoraVideoFrameRate(setting: frameRate),
                                       bitrate: AgoraVideoBitrateStandard,
                                       orientationMode: AgoraVideoOutputOrientationMode(setting: orientation), mirrorMode: .auto)
    }
}
