import AgoraRtcSim
import Foundation

/// The one source of a session's encoder configuration: each of resolution, frame rate and orientation comes from
/// the case's form when its Entry has that field (`resolution`, `fps`, `orientation`), from GlobalSettings
/// otherwise. A value that names no SDK setting is an error naming the field, never a quiet default.
public enum EncoderSettings {
    public struct Problem: Error, Equatable, Sendable {
        /// The form field's id, or GlobalSettings' name for it.
        public let field: String
        public let value: String
    }

    /// The form fields the encoder's settings come from.
    public static let fieldIds: Set<String> = ["resolution", "fps", "orientation"]

    public static func configuration(configs: Configs, global: GlobalSettings) -> Result<AgoraVideoEncoderConfiguration, Problem> {
        let resolution = configs["resolution"]?.description ?? global.resolution
        let fps = configs["fps"]?.description ?? String(global.frameRate)
        let orientation = configs["orientation"]?.description ?? global.orientation
        guard let size = CGSize(setting: resolution) else {
            return .failure(Problem(field: configs["resolution"] == nil ? "settings.resolution" : "resolution", value: resolution))
        }
        guard let frameRate = AgoraVideoFrameRate(setting: fps) else {
            return .failure(Problem(field: configs["fps"] == nil ? "settings.frameRate" : "fps", value: fps))
        }
        guard let mode = AgoraVideoOutputOrientationMode(setting: orientation) else {
            return .failure(Problem(field: configs["orientation"] == nil ? "settings.orientation" : "orientation", value: orientation))
        }
        return .success(AgoraVideoEncoderConfiguration(size: size, frameRate: frameRate, bitrate: AgoraVideoBitrateStandard,
                                                       orientationMode: mode, mirrorMode: .auto))
    }

    /// Whether `value` is a setting the encoder understands, for the form's fields of those ids (nil: not an encoder
    /// field, or fine).
    public static func problem(field: String, value: String) -> String? {
        switch field {
        case "resolution": CGSize(setting: value) == nil ? "error.encoder.unknown" : nil
        case "fps": AgoraVideoFrameRate(setting: value) == nil ? "error.encoder.unknown" : nil
        case "orientation": AgoraVideoOutputOrientationMode(setting: value) == nil ? "error.encoder.unknown" : nil
        default: nil
        }
    }
}

extension BaseSession {
    /// This session's encoder configuration (`EncoderSettings`). A value the SDK has no setting for cannot pass the
    /// form; should one come from elsewhere, the session says which field it was and the engine keeps its default.
    public var encoderConfiguration: AgoraVideoEncoderConfiguration {
        switch EncoderSettings.configuration(configs: encoderChoices, global: context.settings) {
        case .success(let configuration):
            return configuration
        case .failure(let problem):
            show(SessionNotice("encoder.notice.unknown", [problem.field, problem.value], severity: .error))
            return AgoraVideoEncoderConfiguration()
        }
    }
}
