import AgoraRtcSim
@testable import APIExample

/// For each pattern of run-time-built keys `SourceKeyScan` finds, every key the code can build, produced from the
/// same option lists and enums the code uses. A pattern the code builds from types this target cannot see is listed
/// in `checkedElsewhere` with where its keys are checked instead.
enum RunTimeKeys {
    /// Main-actor isolated because some lists are static members of the cases' Main classes.
    @MainActor static var enumerated: [String: [String]] {
        [
            "case.*.name": MenuRegistry.allItems.map(\.nameKey),
            "case.*.note": MenuRegistry.allItems.map(\.noteKey),
            "resolution.*": ChoiceOptions.resolutions.map(\.labelKey),
            "fps.*": ChoiceOptions.frameRates.map(\.labelKey),
            "orientation.*": ChoiceOptions.orientations.map(\.labelKey),
            "audioProfile.*": ChoiceOptions.audioProfiles.map(\.labelKey),
            "audioScenario.*": ChoiceOptions.audioScenarios.map(\.labelKey),
            "videoScenario.*": ChoiceOptions.videoScenarios.map(\.labelKey),
            "sampleRate.*": (ChoiceOptions.sinkSampleRates + ChoiceOptions.frameSampleRates).map(\.labelKey),
            "interval.*": ChoiceOptions.frameIntervals.map(\.labelKey),
            "encoding.*": LiveStreamingMain.Control.encodings.map(\.labelKey),
            "renderFps.*": LiveStreamingMain.Control.renderRates.map(\.labelKey),
            "canvasColor.*": CanvasBackgroundColor.options.map(\.labelKey),
            "simulcast.layer.*": SimulcastMain.Control.layerOptions.map(\.labelKey),
            "simulcast.control.*": SimulcastMain.Control.allCases.map(\.labelKey),
            "quickSwitch.control.*": QuickSwitchChannelMain.Control.allCases.map(\.labelKey),
            "quickSwitch.page.*": QuickSwitchChannelMain.Control.pageOptions.map(\.labelKey),
            "snapshotPosition.*": LiveStreamingMain.Control.snapshotPositionOptions.map(\.labelKey),
            "camera.*": LiveStreamingCamera.all.map(\.labelKey),
            "stabilization.*": LiveStreamingMain.Control.stabilizationModes.map { "stabilization." + $0.value },
            "cameraDirection.*": AgoraCameraDirection.allCases.map { "cameraDirection.\($0)" },
            "focalLength.*": AgoraFocalLength.allCases.map { "focalLength.\($0)" },
            "behavior.*": GlobalSettings.remoteBehaviors.map { "behavior." + $0 },
            "network.*": GlobalSettings.networkProfiles.map { "network." + $0 },
            "permissionSetting.*": GlobalSettings.permissions.map { "permissionSetting." + $0 },
            "rtmpServer.*": GlobalSettings.rtmpServers.map { "rtmpServer." + $0 },
            "videoFeatures.*": GlobalSettings.videoFeatureSets.map { "videoFeatures." + $0 },
            "cloud.*": GlobalSettings.cloudModes.map { "cloud." + $0 },
            "soundSetting.*": GlobalSettings.soundModes.map { "soundSetting." + $0 },
            "microphoneSetting.*": GlobalSettings.microphones.map { "microphoneSetting." + $0 },
            "vp.control.*": VideoProcessMain.Control.allCases.map(\.labelKey),
            "vp.background.*": VideoProcessMain.backgrounds.map { "vp.background." + $0 },
            "ab.control.*": AgoraBeautyControl.allCases.map(\.labelKey),
            "ab.background.*": VirtualBackgroundChoice.all.map { "ab.background." + $0 },
            "ab.style.*": (0...6).map { "ab.style.\($0)" },
            "ab.shade.*": AgoraBeautyControl.shades.map(\.labelKey),
            "ab.color.*": AgoraBeautyControl.eyeColors.map(\.labelKey),
            "theme.*": AppSettings.themes.map { "theme." + $0 },
            "borders.*": AppSettings.borderStyles.map { "borders." + $0 },
            "sdk.error.*": AgoraErrorCode.allCases.map(ErrorDescription.key(for:)).filter { $0.hasPrefix("sdk.error.") },
            "logViewer.kind.*": logKinds.map { "logViewer.kind." + $0.rawValue },
            // The status line shows no token part while there is no token.
            "token.state.*": tokenStates.filter { $0 != .none }.map { "token.state." + $0.rawValue },
            // TileStatsFormatter clamps the SDK's quality rating to 0...6.
            "quality.*": (0...6).map { "quality.\($0)" },
        ]
    }

    static let checkedElsewhere: [String: String] = [
        "settings.*": "SettingsRow is ExampleBrowser's: ExampleBrowserTests/BrowserKeysTests checks each row's keys",
    ]

    /// Not CaseIterable: `listed` names every case, so a new one stops the build there until it is listed here.
    static let tokenStates: [TokenState] = [.none, .requesting, .issued, .renewing, .renewed, .failed, .supplied].map(listed)

    /// Not CaseIterable either; same guard.
    static let logKinds: [LogEntry.Kind] = [.api, .callback, .error, .app].map(listed)

    private static func listed(_ state: TokenState) -> TokenState {
        switch state {
        case .none, .requesting, .issued, .renewing, .renewed, .failed, .supplied: state
        }
    }

    private static func listed(_ kind: LogEntry.Kind) -> LogEntry.Kind {
        switch kind {
        case .api, .callback, .error, .app: kind
        }
    }
}
