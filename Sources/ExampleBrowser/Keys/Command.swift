/// What a key binding does.
public enum Command: Hashable, Sendable {
    case moveUp, moveDown, pageUp, pageDown
    case open
    case back
    case quit
    case startFilter
    case clearFilter
    case toggleHelp
    case toggleLanguage
    case nextField, previousField
    case increment, decrement, activate
    case join
    case nextControl, previousControl
    case togglePeriodic
    /// The app to the background and back (F7), for terminals that do not report focus.
    case toggleBackground
    case dismissNotice
    case dismissAlert
    /// The Entry form's tips, as an alert.
    case showTips
    case allow, deny
    case openSettings
    case log(LogViewerCommand)
    case source(SourceViewerCommand)
}
