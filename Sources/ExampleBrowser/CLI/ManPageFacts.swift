/// What the manual page says that no other table holds: the environment the code reads, the files it writes, its exit
/// codes and examples. English only, as the page is. A test reads the sources for every environment variable they
/// name and fails when one is missing here.
enum ManPageFacts {
    static let description = [
        "A terminal re-creation of Agora's APIExample app (iOS): every case of the original, from joining a channel to "
            + "media players, extensions and several channels on one engine, written the way the vendor's samples call "
            + "the SDK, against a simulated RTC engine. Each case has an Entry form and a session screen; a log shows "
            + "every engine API call with its return code and every callback, and the source view shows the case's "
            + "own code, following the session's calls.",
        "Without a command, apiexample opens the browser on the terminal. The commands run a case headless, list the "
            + "cases, build and inspect tokens, print a case's source, and print this page and the shells' "
            + "completion scripts.",
    ]

    /// (name, what it does), in the order the page lists them.
    static let environment: [(String, String)] = [
        ("AGORA_APP_ID", "The App ID KeyCenter uses (32 hexadecimal characters); overrides the settings file."),
        ("AGORA_APP_CERTIFICATE", "The App Certificate tokens are built and checked with; overrides the settings file. "
            + "Never printed, and never accepted as an argument."),
        ("AGORA_FACE_CAPTURE_LICENSE", "FaceCapture's licence; overrides the settings file. Never logged."),
        ("APIEXAMPLE_CLOUD", "off, local, nats://host:port or tls://host:port: as --cloud when that is not given. "
            + "Another value is an error (exit status 2)."),
        ("APIEXAMPLE_SOUND", "auto, on or off: as --sound when that is not given. Another value is an error (exit status 2)."),
        ("APIEXAMPLE_NATS_CREDS", "A NATS credentials file for --cloud nats://."),
        ("APIEXAMPLE_NATS_USER", "A NATS user; goes with APIEXAMPLE_NATS_PASSWORD."),
        ("APIEXAMPLE_NATS_PASSWORD", "The NATS user's password."),
        ("APIEXAMPLE_NATS_TOKEN", "A NATS token (one kind of credentials at most)."),
        ("APIEXAMPLE_NATS_CA", "The CA file that checks a tls:// server."),
        ("APIEXAMPLE_NATS_CERT", "A client certificate for tls://."),
        ("APIEXAMPLE_NATS_KEY", "The client certificate's key; needs APIEXAMPLE_NATS_CERT."),
        ("APIEXAMPLE_PLUGIN_PATH", "Colon-separated directories searched first for the libraries the app loads at run "
            + "time (libSimpleFilter.so, libMediaCodec.so)."),
        ("APIEXAMPLE_STATS_FILE", "For the benchmark: the browser counts the bytes it writes to the terminal and "
            + "writes its figures to this file when it exits."),
        ("APIEXAMPLE_CRASH_DRILL", "For the tests: trap, segv or abort crashes the browser on purpose after its "
            + "first paint."),
        ("NO_COLOR", "When set and not empty: the monochrome theme, and no colour from source or in recordings."),
        ("TERM", "The terminal type the browser draws for; an unknown one, or one that cannot position the cursor, "
            + "is refused (exit status 2)."),
        ("ESCDELAY", "How long ncurses waits after Esc for the rest of a key (25 ms when unset)."),
        ("XDG_CONFIG_HOME", "Where the settings file is (~/.config when unset)."),
        ("XDG_STATE_HOME", "Where saved logs and recordings go (~/.local/state when unset)."),
        ("XDG_RUNTIME_DIR", "Where the local rendezvous socket is (the state directory when unset)."),
        ("HOME", "The base of the directories above when their variables are unset."),
        ("SHELL", "Recorded in an asciicast header, as asciinema does."),
        ("PULSE_SERVER", "The sound server libpulse connects to (read by libpulse)."),
        ("SWIFT_BACKTRACE", "The Swift runtime's crash backtracer (read by the runtime): enable=no turns it off, "
            + "interactive=no skips its wait for a key."),
    ]

    static let files: [(String, String)] = [
        ("$XDG_CONFIG_HOME/apiexample/settings.json", "The settings (language, theme, mouse, cloud, sound, KeyCenter's "
            + "values), written privately (0600) with each change."),
        ("$XDG_STATE_HOME/apiexample/logs/<case>-<yyyyMMdd-HHmmss>.log", "Logs saved from the log viewer (s and S), "
            + "0600."),
        ("$XDG_STATE_HOME/apiexample/recordings/", "Where JoinChannelVideoRecorder saves by default (made 0700)."),
        ("$XDG_RUNTIME_DIR/apiexample-<name>.sock", "The local rendezvous of --cloud local, where instances of the "
            + "same user meet."),
    ]

    static let exitStatus: [(String, String)] = [
        ("0", "Success."),
        ("1", "token could not build a token, or the signature of an inspected one does not verify; source has no "
            + "bundled files; a --virtual-time run's recording stopped early."),
        ("2", "A usage error: an unknown command, option, case, config key, control or value (the valid ones are "
            + "printed); a bad APIEXAMPLE_CLOUD or APIEXAMPLE_SOUND; a --cast file refused; the browser started "
            + "without a terminal."),
        ("129, 130, 131, 143", "Ended by SIGHUP, SIGINT, SIGQUIT or SIGTERM (128 + the signal), after the session "
            + "left the channel and gave the terminal back."),
        ("141", "The reader of stdout went away (SIGPIPE), as for any filter."),
    ]

    static let examples: [(String, String)] = [
        ("apiexample --locale zh-Hans --case JoinChannelVideo", "Open the browser in Chinese on a case's form."),
        ("apiexample run JoinChannelVideo --virtual-time --seconds 4 --json", "A 4-second session at once, as JSON lines."),
        ("apiexample run AudioMixing --control mixingStart@2 --control mixingVolume=30@4",
         "Start mixing after 2 s and turn it down at 4 s."),
        ("apiexample run JoinChannelVideo --virtual-time --duration 20 --cast demo.cast",
         "Record a 20-second session for asciinema play."),
        ("TOKEN=$(apiexample token --channel demo --uid 0)", "A token for channel demo and any uid."),
        ("apiexample source JoinChannelVideo --file JoinChannelVideoMain | less", "Read a case's Main."),
        ("apiexample completion bash > ~/.local/share/bash-completion/completions/apiexample",
         "Install bash's completion for this user."),
        ("apiexample man > apiexample.1", "Write this page, as packagers do."),
    ]
}
