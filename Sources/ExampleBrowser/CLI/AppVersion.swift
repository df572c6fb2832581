import AgoraRtcSim
import BuildInfo

/// The app's version, the commit it was built from, and the SDK version the simulated engine reports.
public enum AppVersion {
    public static let string = "0.1.0"
    public static var commit: String { BuildInfo.commit }
    public static var engine: String { AgoraRtcEngineKit.getSdkVersion() }

    /// What `--version` prints.
    public static var line: String { "apiexample \(string) (commit \(commit); simulated engine \(engine))" }
}
