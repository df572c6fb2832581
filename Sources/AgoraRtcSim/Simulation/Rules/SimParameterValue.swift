import Foundation

/// One value of a `setParameters` JSON object, kept as the text the engine compares against.
struct SimParameterValue: Decodable, Sendable {
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            text = flag ? "true" : "false"
        } else if let number = try? container.decode(Double.self) {
            text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        } else if let string = try? container.decode(String.self) {
            text = string
        } else {
            text = "<object>"
        }
    }

    /// The object's keys and values, or nil when `json` is not a JSON object.
    static func parse(_ json: String) -> [String: SimParameterValue]? {
        try? JSONDecoder().decode([String: SimParameterValue].self, from: Data(json.utf8))
    }
}
