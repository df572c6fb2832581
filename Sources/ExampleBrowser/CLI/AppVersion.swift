import AgoraRtcSim

/// The app's version, and the SDK version the simulated engine reports.
public enum AppVersion {
    public static let string = "0.1.0"
    public static var engine: String { AgoraRtcEngineKit.getSdkVersion() }
}
