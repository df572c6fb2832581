import CaseSource
import TerminalKit

/// How Swift source is drawn: the one table from token kind to style role, shared by the source view and
/// `apiexample source` (which prints the roles as SGR), so both colour code alike and the theme (colour or
/// monochrome) decides what each role looks like.
public enum SourceStyle {
    public static func role(for kind: SourceTokenKind) -> StyleRole {
        switch kind {
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
