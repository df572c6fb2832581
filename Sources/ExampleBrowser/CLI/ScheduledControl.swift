import APIExample

/// `--control <id>[=<value>][@<seconds>]`: a session control the headless run changes, as its key would.
public struct ScheduledControl: Equatable, Sendable {
    public let id: String
    /// nil: pressed or flipped, as a bare key press does.
    public let value: ControlValue?
    /// Seconds from the run's start; nil: as soon as the channel is joined.
    public let at: Double?

    /// Parses and validates against `controls` (the case's declarations); the message lists what is valid.
    public static func parse(_ text: String, caseId: String, controls: [SessionControl]) -> Result<ScheduledControl, CommandLineParser.Failure> {
        var spec = Substring(text), at: Double?
        if let sign = spec.lastIndex(of: "@") {
            guard let seconds = Double(spec[spec.index(after: sign)...]), seconds >= 0, seconds <= 86_400 else {
                return .failure(.init(message: "apiexample run: --control \(text): @ needs a number of seconds (0 ≤ s ≤ 86400)"))
            }
            at = seconds
            spec = spec[..<sign]
        }
        let id: String, valueText: String?
        if let equals = spec.firstIndex(of: "=") {
            id = String(spec[..<equals])
            valueText = String(spec[spec.index(after: equals)...])
        } else {
            (id, valueText) = (String(spec), nil)
        }
        guard let control = controls.first(where: { $0.id == id }) else {
            let valid = controls.isEmpty ? "\(caseId) has no controls" : "valid controls: " + controls.map(\.id).joined(separator: ", ")
            return .failure(.init(message: "apiexample run: unknown control '\(id)' for \(caseId); \(valid)"))
        }
        guard let valueText else {
            guard control.bareValue != nil else {
                return .failure(.init(message: "apiexample run: --control \(id) needs a value: \(id)=<\(control.acceptedValues)>"))
            }
            return .success(ScheduledControl(id: id, value: nil, at: at))
        }
        guard let value = control.parseValue(valueText) else {
            return .failure(.init(message: "apiexample run: --control \(id)=\(valueText): valid values: \(control.acceptedValues)"))
        }
        return .success(ScheduledControl(id: id, value: value, at: at))
    }
}
