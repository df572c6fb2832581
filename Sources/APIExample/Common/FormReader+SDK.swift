import AgoraRtcSim
import Foundation

// Reading form values as the SDK's types, while a case's `Config` is decoded. Entry forms store plain strings and
// numbers; these are the single place where they become enums, so every case maps them the same way.
extension FormReader {
    public var channelName: String { string("channelName") }

    /// uid 0 asks the SDK to assign one.
    public var uid: UInt { UInt(int("uid")) }

    public var clientRole: AgoraClientRole { string("role") == "audience" ? .audience : .broadcaster }

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
    /// "960x540" → 960×540; nil when the text is not a size.
    public init?(setting: String) {
        let parts = setting.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else { return nil }
        self = CGSize(width: parts[0], height: parts[1])
    }
}

extension AgoraVideoFrameRate {
    /// nil when the number is not one of the SDK's frame rates.
    public init?(setting: String) {
        guard let number = Int(setting), let rate = AgoraVideoFrameRate(rawValue: number) else { return nil }
        self = rate
    }
}

extension AgoraVideoOutputOrientationMode {
    public init?(setting: String) {
        switch setting {
        case "adaptative": self = .adaptative
        case "fixedLandscape": self = .fixedLandscape
        case "fixedPortrait": self = .fixedPortrait
        default: return nil
        }
    }
}

extension GlobalSettings {
    /// The Settings screen's "Pick Role".
    public var clientRole: AgoraClientRole { role == "audience" ? .audience : .broadcaster }
}
