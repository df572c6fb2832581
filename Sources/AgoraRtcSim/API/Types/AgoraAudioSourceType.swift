/// Where an audio stream comes from (C++ `AUDIO_SOURCE_TYPE`), e.g. an input of the local audio mixer.
public enum AgoraAudioSourceType: Int, Sendable, CaseIterable {
    case microphone = 0
    case custom = 1
    case mediaPlayer = 2
    case loopbackRecording = 3
    case mixedStream = 4
    case remoteUser = 5
    case remoteChannel = 6
    case unknown = 100
}
