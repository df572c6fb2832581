/// Which `func` declarations implement an SDK delegate or observer method, from the name alone (the highlighter has
/// no types). The SDK names them by convention, and the rule is that convention:
/// - a delegate method starts with the name of the object that calls it: `rtcEngine(_:didJoinedOfUid:elapsed:)`,
///   `rtcEngineRequestToken(_:)`, `AgoraRtcMediaPlayer(_:didChangedTo:reason:)`, `mediaRecorder(_:stateDidChanged:…)`;
/// - an observer's callbacks are `on` + a capital (`onCapture(_:sourceType:)`, `onPlaybackAudioFrame(_:channelId:)`,
///   `onExtensionStarted`), and the questions it answers are `get` + a capital (`getObservedFramePosition()`,
///   `getVideoFormatPreference()`);
/// - the metadata data source's three methods, which follow neither.
/// A test checks the rule against every requirement of the engine's delegate protocols, and that in the bundled cases
/// it marks exactly the methods named like one.
public enum SdkDelegateRule {
    static let senderPrefixes = ["rtcEngine", "AgoraRtcMediaPlayer", "mediaRecorder"]
    static let observerPrefixes = ["on", "get"]
    static let metadataSource: Set<String> = ["metadataMaxSize", "readyToSendMetadata", "receiveMetadata"]

    public static func isDelegateMethod(_ name: String) -> Bool {
        if metadataSource.contains(name) { return true }
        for prefix in senderPrefixes where name.hasPrefix(prefix) {
            // `rtcEngine` and `rtcEngineRequestToken`, not `rtcEngines`.
            let rest = name.dropFirst(prefix.count)
            if rest.first.map({ $0.isUppercase }) ?? true { return true }
        }
        for prefix in observerPrefixes where name.hasPrefix(prefix) {
            if name.dropFirst(prefix.count).first?.isUppercase == true { return true }
        }
        return false
    }
}
