/// Where the local playback goes, as `rtcEngine(_:didAudioRouteChanged:)` reports it. The simulated device has no
/// headset or Bluetooth device plugged in, so it reports the earpiece or the speakerphone.
public enum AgoraAudioOutputRouting: Int, Sendable, CaseIterable {
    case `default` = -1
    case headset = 0
    case earpiece = 1
    case headsetNoMic = 2
    case speakerphone = 3
    case loudspeaker = 4
    case headsetBluetooth = 5
}
