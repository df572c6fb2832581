import APIExample
import Foundation

/// `apiexample list`: the registered cases, as text or JSON.
public enum CaseList {
    public struct Row: Codable, Equatable {
        public let id: String
        public let section: String
        public let name: String
        public let nameZhHans: String
        public let keyAPIs: [String]
        public let path: String
        /// The original's flavours that have the case ("OC", "UIKit", "SwiftUI").
        public let flavours: [String]
        public let hidden: Bool
        /// The session's controls, as `run --control` names them.
        public let controls: [Control]
        /// The Entry form's fields, as `run --set` names them.
        public let fields: [Field]
    }

    /// One Entry field: its id and what it holds (`file` and `directory` for the paths the case opens or writes
    /// into, which tests feed FIFOs and devices through without a list of their own).
    public struct Field: Codable, Equatable {
        public let id: String
        public let kind: String
    }

    /// One in-session control: its id, what it is, and the values `--control <id>=<value>` takes.
    public struct Control: Codable, Equatable {
        public let id: String
        public let kind: String
        public let values: String
    }

    public static func rows(showHidden: Bool, l10n: L10n = .shared) -> [Row] {
        MenuRegistry.sections.flatMap { section in
            section.items.filter { showHidden || !$0.hidden }.map { item in
                Row(id: item.id, section: l10n.string(section.titleKey, .en), name: l10n.string(item.nameKey, .en),
                    nameZhHans: l10n.string(item.nameKey, .zhHans), keyAPIs: item.keyAPIs, path: item.path,
                    flavours: item.flavours.map(\.rawValue), hidden: item.hidden,
                    controls: item.controls.map { Control(id: $0.id, kind: kindName($0.kind), values: $0.acceptedValues) },
                    fields: item.fields.map { Field(id: $0.id, kind: kindName($0.kind)) })
            }
        }
    }

    private static func kindName(_ kind: SessionControl.Kind) -> String {
        switch kind {
        case .toggle: "toggle"
        case .slider: "slider"
        case .choice: "choice"
        case .action: "action"
        case .text: "text"
        }
    }

    private static func kindName(_ kind: FieldKind) -> String {
        if let path = kind.pathKind { return path.rawValue }
        switch kind {
        case .text: return "text"
        case .number: return "number"
        case .choice: return "choice"
        case .toggle: return "toggle"
        }
    }

    public static func render(json: Bool, showHidden: Bool) -> String {
        let rows = rows(showHidden: showHidden)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            return String(decoding: (try? encoder.encode(rows)) ?? Data(), as: UTF8.self)
        }
        let idWidth = rows.map(\.id.count).max() ?? 0
        return rows.map { row in
            row.section.padding(toLength: 10, withPad: " ", startingAt: 0)
                + row.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0) + row.name
        }.joined(separator: "\n")
    }
}
