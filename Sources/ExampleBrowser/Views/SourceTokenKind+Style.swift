import CaseSource
import TerminalKit

extension SourceTokenKind {
    /// How the source view draws a run of this kind; the theme makes it a colour, or in monochrome bold, underline or
    /// dim, so the colouring never depends on colour alone.
    var style: StyleRole {
        switch self {
        case .plain: .normal
        case .keyword: .codeKeyword
        case .type: .codeType
        case .string: .codeString
        case .number: .codeNumber
        case .comment: .codeComment
        case .directive: .codeDirective
        case .sdkCall: .codeCall
        case .sdkDelegate: .codeDelegate
        }
    }
}
