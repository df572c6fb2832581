/// Options for leaving a channel (`AgoraLeaveChannelOptions`). Only the microphone is modelled: with
/// `stopMicrophoneRecording` false the microphone keeps recording after the leave (without publishing).
public struct AgoraLeaveChannelOptions: Sendable, Equatable {
    /// true (the SDK's default): stop recording with the microphone when leaving.
    public var stopMicrophoneRecording = true

    public init(stopMicrophoneRecording: Bool = true) {
        self.stopMicrophoneRecording = stopMicrophoneRecording
    }
}
