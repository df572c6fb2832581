import APIExample

/// What the command line asked for.
public enum CommandLineCommand: Equatable, Sendable {
    case browse(BrowseOptions)
    case list(json: Bool, showHidden: Bool)
    case run(RunOptions)
    case token(TokenOptions)
    case source(SourceOptions)
    case help
    /// `<command> --help`: that command's usage, by its name in `CommandLineSpec`.
    case commandHelp(String)
    case version
    /// `man`: the manual page, in roff.
    case manual
    case completion(CompletionShell)
    /// `__complete <words…> <current>`: the candidates for the last word (CompletionCandidates).
    case complete([String])
}

public struct BrowseOptions: Equatable, Sendable {
    /// nil: the language used last time (English the first time).
    public var language: Language?
    public var caseId: String?
    public var showHidden = false
    public var noColor = false
    /// false (`--no-mouse`): the terminal keeps its own text selection; clicks and the wheel do nothing.
    public var mouse = true
    /// `--cloud`: nil leaves it to `APIEXAMPLE_CLOUD`, then the settings.
    public var cloud: CloudMode?
    /// `--sound`: nil leaves it to `APIEXAMPLE_SOUND`, then the settings.
    public var sound: SoundMode?
    /// `--cast`: the file that records what the screen shows.
    public var cast: String?
}

public struct RunOptions: Equatable, Sendable {
    public var caseId: String
    public var sets: [(String, String)] = []
    public var seconds = 10.0
    public var json = false
    /// `--sources`: text lines of SDK calls and callbacks end with the line of the app behind them (JSON lines
    /// always carry it).
    public var sources = false
    /// Runs in virtual time: the whole session happens at once.
    public var virtualTime = false
    /// `--control`s, in the order given.
    public var controls: [ScheduledControl] = []
    /// `--cloud`: nil leaves it to `APIEXAMPLE_CLOUD`, then off.
    public var cloud: CloudMode?
    /// `--sound`: nil leaves it to `APIEXAMPLE_SOUND`, then off (virtual time is always silent).
    public var sound: SoundMode?
    /// `--cast`: the file that records the session screen, drawn off-screen at `castWidth`×`castHeight` (`--size`)
    /// in `castLanguage` (`--locale`).
    public var cast: String?
    public var castWidth = HeadlessCast.defaultWidth
    public var castHeight = HeadlessCast.defaultHeight
    public var castLanguage = Language.en

    public static func == (lhs: RunOptions, rhs: RunOptions) -> Bool {
        lhs.caseId == rhs.caseId && lhs.sets.map { $0.0 + "=" + $0.1 } == rhs.sets.map { $0.0 + "=" + $0.1 }
            && lhs.seconds == rhs.seconds && lhs.json == rhs.json && lhs.sources == rhs.sources && lhs.virtualTime == rhs.virtualTime
            && lhs.controls == rhs.controls && lhs.cloud == rhs.cloud && lhs.sound == rhs.sound && lhs.cast == rhs.cast && lhs.castWidth == rhs.castWidth
            && lhs.castHeight == rhs.castHeight && lhs.castLanguage == rhs.castLanguage
    }
}
