import Foundation

/// An asciicast v2 recording read back line by line with a JSON parser (not the writer's code): the header object,
/// then each event `[seconds, code, data]`. Throws when a line is not what the format says.
public struct AsciicastRecording {
    public struct Event: Equatable {
        public let time: Double
        public let code: String
        public let data: String
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let header: [String: Any]
    public let events: [Event]

    public init(_ text: String) throws {
        guard text.hasSuffix("\n") else { throw Failure(description: "the last line has no newline") }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard let first = lines.first else { throw Failure(description: "empty recording") }
        guard let header = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any] else {
            throw Failure(description: "the header is not an object: \(first)")
        }
        self.header = header
        events = try lines.dropFirst().map { line in
            guard let array = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], array.count == 3,
                  let time = (array[0] as? NSNumber)?.doubleValue, let code = array[1] as? String, let data = array[2] as? String else {
                throw Failure(description: "not an event: \(line)")
            }
            return Event(time: time, code: code, data: data)
        }
    }

    public var width: Int? { (header["width"] as? NSNumber)?.intValue }
    public var height: Int? { (header["height"] as? NSNumber)?.intValue }

    /// Plays every event into a replayer of the header's size (resizes included) and returns it; `afterEach` sees the
    /// screen after each output event.
    public func replay(afterEach: (VTReplayer) throws -> Void = { _ in }) throws -> VTReplayer {
        guard let width, let height else { throw Failure(description: "no size in the header") }
        var screen = VTReplayer(width: width, height: height)
        for event in events {
            switch event.code {
            case "o":
                try screen.feed(event.data)
                try afterEach(screen)
            case "r":
                let parts = event.data.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2 else { throw Failure(description: "resize \(event.data)") }
                screen.resize(width: parts[0], height: parts[1])
            default:
                throw Failure(description: "event code \(event.code)")
            }
        }
        return screen
    }
}
