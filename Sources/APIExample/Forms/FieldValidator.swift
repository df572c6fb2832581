import Foundation

/// Checks one field's text; the result is a localization key naming the problem, or nil.
public enum FieldValidator {
    public static func problem(_ field: FieldSpec, value: String) -> String? {
        switch field.kind {
        case .text(.channelName):
            return ChannelNameRule.problem(in: value)
        case .text(.channelPrefix):
            return ChannelNameRule.problem(inPrefix: value, reserving: 1, tooLongKey: "error.channel.prefixTooLong")
        case .text(.channelPair):
            return ChannelNameRule.problem(inPrefix: value, reserving: 2, tooLongKey: "error.channel.pairTooLong")
        case .text(.optional), .toggle:
            return nil
        case .text(.appId):
            return KeyCenter.appIdProblem(value.trimmingCharacters(in: .whitespacesAndNewlines))
        case .text(.token):
            let token = value.trimmingCharacters(in: .whitespacesAndNewlines)
            return token.utf8.count > 2048 || token.contains(where: { !$0.isASCII }) ? "error.token.format" : nil
        case .text(.userAccount):
            return UserAccountRule.problem(in: value)
        case .text(.rtmpUrl):
            return RtmpUrlRule.problem(in: value)
        case .text(.rteUrl):
            return RteUrlRule.problem(in: value)
        case .text(.metadata):
            return MetadataRule.problem(in: value)
        case .text(.filePath), .text(.optionalDirectory):
            return value.contains(where: { $0.isNewline || $0 == "\0" }) ? "error.filePath.characters" : nil
        case .text(.directory):
            return value.trimmingCharacters(in: .whitespaces).isEmpty ? "error.directory.empty" : nil
        case .number(let range):
            guard !value.isEmpty else { return "error.number.empty" }
            guard value.allSatisfy(\.isASCIIDigit), let number = Int64(value) else { return "error.number.notNumber" }
            return range.contains(number) ? nil : "error.number.range"
        case .choice(let options):
            guard options.contains(where: { $0.value == value }) else { return "error.choice.unknown" }
            // An encoder field must also name a setting the SDK has (EncoderSettings reads it as such).
            return EncoderSettings.problem(field: field.id, value: value)
        }
    }

    /// Turns the form's text values into `configs`, or returns every field's problem.
    public static func configs(fields: [FieldSpec], values: [String: String]) -> Result<Configs, FormErrors> {
        var configs: Configs = [:]
        var errors: [String: String] = [:]
        for field in fields {
            let value = values[field.id] ?? field.defaultValue
            if let problem = problem(field, value: value) {
                errors[field.id] = problem
                continue
            }
            switch field.kind {
            case .text(.appId), .text(.token):
                // Pasted credentials often carry a stray newline or space.
                configs[field.id] = .string(value.trimmingCharacters(in: .whitespacesAndNewlines))
            case .text, .choice: configs[field.id] = .string(value)
            case .number: configs[field.id] = .int(Int(value) ?? 0)
            case .toggle: configs[field.id] = .bool(value == "true")
            }
        }
        return errors.isEmpty ? .success(configs) : .failure(FormErrors(byField: errors))
    }
}

/// Problems found in a form, keyed by field id.
public struct FormErrors: Error, Equatable, Sendable {
    public let byField: [String: String]
}

extension Character {
    var isASCIIDigit: Bool { asciiValue.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
}
