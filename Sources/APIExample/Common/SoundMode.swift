/// Whether sessions are heard through the desktop's sound server (issue 33): `auto` when one answers, `on` always
/// (saying so when none does), `off` never. The text form is what `--sound`, `APIEXAMPLE_SOUND` and the settings
/// file hold.
public enum SoundMode: String, CaseIterable, Equatable, Sendable {
    case auto, on, off

    public static let environmentName = "APIEXAMPLE_SOUND"
    /// The localization key of the message for a value that is not a mode; its argument names where it came from.
    public static let invalidKey = "soundMode.invalid"

    /// `text` as a mode, nil when it is none.
    public static func parse(_ text: String) -> SoundMode? { SoundMode(rawValue: text) }

    /// `APIEXAMPLE_SOUND`'s mode, nil when unset; a value `parse` refuses is `.failure`.
    public static func fromEnvironment(_ environment: EnvironmentVariables) -> Result<SoundMode?, SoundModeError> {
        guard let value = environment[environmentName], !value.isEmpty else { return .success(nil) }
        return parse(value).map { .success($0) } ?? .failure(SoundModeError())
    }

    /// The command line's message for a refused value from `source` (`--sound`, `APIEXAMPLE_SOUND`).
    public static func invalidMessage(_ command: String, source: String, _ localizer: Localizer) -> String {
        "\(command): " + String(format: localizer(invalidKey), source)
    }
}

/// `APIEXAMPLE_SOUND` holds something other than auto, on or off.
public struct SoundModeError: Error, Equatable, Sendable {}
