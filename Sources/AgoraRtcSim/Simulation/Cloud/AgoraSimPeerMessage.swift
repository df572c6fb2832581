/// One message of the peer protocol between instances of the app (issue 18): what one instance's engine tells the
/// others in its channel. Not an SDK type; the wire format is `AgoraSimPeerCodec`'s.
public enum AgoraSimPeerMessage: Sendable, Equatable {
    /// First on every connection: the protocol spoken and the room (App ID and channel, hashed) the sender is in.
    case hello(version: UInt16, room: [UInt8])
    /// A user's state in the room, sent on joining and whenever it changes.
    case presence(AgoraSimPeerPresence)
    /// The user left the channel cleanly.
    case leave(uid: UInt32)
    /// One picture the user sends, downscaled to a tile raster.
    case videoFrame(AgoraSimPeerPicture)
    /// Nothing else to say: the sender is still there.
    case keepAlive
    /// A short frame of the sound the user sends.
    case audioFrame(AgoraSimPeerAudio)
    /// A packet on one of the user's data streams.
    case streamMessage(AgoraSimPeerStreamMessage)
    /// Video or audio metadata the user sent with its media.
    case metadata(AgoraSimPeerMetadata)
    /// A media message under the sender's built-in encryption.
    case sealed(AgoraSimPeerSealed)
    /// Any of the messages about a user, as it crosses the wire since version 3: with its sender, sequence and send
    /// time, and sealed under the room's key when the project has an App Certificate.
    case envelope(AgoraSimPeerEnvelope)
}

/// A user as the others in the channel see it.
public struct AgoraSimPeerPresence: Sendable, Equatable {
    public var uid: UInt32
    /// The user account the user joined with, if any (at most `AgoraSimPeerCodec.maxAccountBytes` of UTF-8).
    public var account: String?
    public var isBroadcaster: Bool
    public var publishesVideo: Bool
    public var publishesAudio: Bool
    public var videoMuted: Bool
    public var audioMuted: Bool
    /// The stream as encoded (nominal size and frame rate), which the pictures are downscaled from.
    public var width: Int
    public var height: Int
    public var fps: Int
    /// When the connection joined (Unix ms), then a number it drew at random for ties: the same uid from two
    /// instances is a duplicate login, and the earlier connection is the one that fails.
    public var joinedAtMs: UInt64
    public var connectionId: UInt64
    /// The token the user joined with, when the project has an App Certificate (the presence is then sealed): the
    /// others admit the user only if it is valid for their App ID, the channel and the user. Never shown or logged.
    public var token: String?

    public init(uid: UInt32, account: String? = nil, isBroadcaster: Bool, publishesVideo: Bool, publishesAudio: Bool,
                videoMuted: Bool = false, audioMuted: Bool = false, width: Int, height: Int, fps: Int,
                joinedAtMs: UInt64 = 0, connectionId: UInt64 = 0, token: String? = nil) {
        self.uid = uid
        self.account = account
        self.isBroadcaster = isBroadcaster
        self.publishesVideo = publishesVideo
        self.publishesAudio = publishesAudio
        self.videoMuted = videoMuted
        self.audioMuted = audioMuted
        self.width = width
        self.height = height
        self.fps = fps
        self.joinedAtMs = joinedAtMs
        self.connectionId = connectionId
        self.token = token
    }
}
