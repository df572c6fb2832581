/// Positive SDK error codes; API methods return the negated value.
public enum AgoraErrorCode: Int, Sendable, CaseIterable {
    case noError = 0
    case failed = 1
    case invalidArgument = 2
    case notReady = 3
    case notSupported = 4
    case refused = 5
    case bufferTooSmall = 6
    case notInitialized = 7
    case invalidState = 8
    case noPermission = 9
    case timedOut = 10
    case canceled = 11
    case tooOften = 12
    case bindSocket = 13
    case netDown = 14
    case joinChannelRejected = 17
    case leaveChannelRejected = 18
    case alreadyInUse = 19
    case abort = 20
    case resourceLimited = 22
    case invalidAppId = 101
    case invalidChannelId = 102
    case noServerResources = 103
    case tokenExpired = 109
    case invalidToken = 110
    case connectionInterrupted = 111
    case connectionLost = 112
    case notInChannel = 113
    case sizeTooLarge = 114
    case bitrateLimit = 115
    case tooManyDataStreams = 116
    case streamMessageTimeout = 117
    case setClientRoleNotAuthorzed = 119
    case decryptionFailed = 120
    case invalidUserId = 121
    case datastreamDecryptionFailed = 122
    case clientIsBannedByServer = 123
    case encryptedStreamNotAllowedPublish = 130
    case invalidUserAccount = 134
    /// An extension library is missing or broken (ERR_MODULE_NOT_FOUND).
    case moduleNotFound = 157
    /// pushExternalAudioFrameRawData: a sample rate, channel count or sample count the SDK cannot take.
    case pcmSendFormat = 200
    /// pushExternalAudioFrameRawData: pushed further ahead of real time than the track buffers.
    case pcmSendBufferOverflow = 201

    /// The value an API method returns for this error (0 for success, otherwise negative).
    public var returnCode: Int32 { Int32(-rawValue) }
}
