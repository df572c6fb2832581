import Foundation
import Testing
import TestSupport
@testable import AgoraRtcSim

/// Built-in encryption on a joinChannelEx connection between two instances (issue 34, item 15): what the connection
/// sends crosses sealed with its own `enableEncryptionEx` key, and what it receives must be, as the main connection's
/// `enableEncryption` does (`CloudDataTests`). a's main connection waits in another channel, so in "demo" only a's
/// Ex user (3003) meets b's main user (2002).
@Suite struct CloudExEncryptionTests {
    static let exConnection = AgoraRtcConnection(channelId: "demo", localUid: 3003)

    struct Setup {
        let scratch: ScratchDirectory
        let a: SimHarness
        let b: SimHarness
        /// a's Ex connection's delegate.
        let ex: EventRecorder
        /// What b draws of 3003, and what a's Ex connection draws of 2002.
        let viewOfEx: AgoraVideoView
        let viewOfB: AgoraVideoView

        func end() {
            a.destroy()
            b.destroy()
            scratch.remove()
        }
    }

    /// a's Ex connection under `exKey` (nil: none), b's main connection under `bKey`; both publish the camera and
    /// the microphone.
    static func setUp(exKey: String?, bKey: String?) throws -> Setup {
        let scratch = try ScratchDirectory(prefix: "cloud")
        let (a, b) = (CloudPeerTests.instance(scratch), CloudPeerTests.instance(scratch))
        if let bKey { #expect(b.engine.enableEncryption(true, encryptionConfig: CloudDataTests.encryption(bKey)) == 0) }
        a.joinAsBroadcaster(channel: "lobby", uid: 1001)
        if let exKey {
            #expect(a.engine.enableEncryptionEx(true, encryptionConfig: CloudDataTests.encryption(exKey),
                                                connection: exConnection) == 0)
        }
        let ex = EventRecorder()
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .broadcaster
        options.publishCameraTrack = true
        options.publishMicrophoneTrack = true
        #expect(a.engine.joinChannelEx(byToken: nil, connection: exConnection, delegate: ex, mediaOptions: options,
                                       joinSuccess: nil) == 0)
        b.joinAsBroadcaster(uid: 2002)
        #expect(CloudPeerTests.pump([a, b]) { b.recorder.events.contains("joined 3003") && ex.events.contains("joined 2002") })
        let viewOfEx = CloudPeerTests.bindViews(b, 3003)
        let viewOfB = AgoraVideoView()
        #expect(a.engine.setupRemoteVideoEx(AgoraRtcVideoCanvas(uid: 2002, view: viewOfB), connection: exConnection) == 0)
        return Setup(scratch: scratch, a: a, b: b, ex: ex, viewOfEx: viewOfEx, viewOfB: viewOfB)
    }

    static func errors(_ events: [String]) -> [String] {
        events.filter { $0.hasPrefix("error") || $0.hasPrefix("encryptionError") }
    }

    /// Pictures both ways, and the Ex connection's sound (sealed with the same key as its pictures).
    @Test func withTheSameKeyBothWaysArrive() throws {
        let t = try Self.setUp(exKey: "k1", bKey: "k1")
        defer { t.end() }
        #expect(CloudPeerTests.pump([t.a, t.b]) {
            t.viewOfEx.latestFrame?.uid == 3003 && t.viewOfB.latestFrame?.uid == 2002
                && t.b.recorder.events.contains { $0.hasPrefix("remoteAudio 3003 decoding") }
        }, "\(Self.errors(t.b.recorder.events)) \(Self.errors(t.ex.events))")
        #expect(Self.errors(t.b.recorder.events).isEmpty && Self.errors(t.ex.events).isEmpty)
    }

    /// Another key on either side: each reports the SDK's decryption failure once, on the connection that received,
    /// and draws nothing of the other.
    @Test func withAnotherKeyEachSideGetsTheDecryptionFailureOnce() throws {
        let t = try Self.setUp(exKey: "k1", bKey: "k2")
        defer { t.end() }
        #expect(CloudPeerTests.pump([t.a, t.b]) {
            t.b.recorder.events.contains("error decryptionFailed") && t.ex.events.contains("error decryptionFailed")
        }, "\(Self.errors(t.b.recorder.events)) \(Self.errors(t.ex.events))")
        CloudPeerTests.pump([t.a, t.b], limit: 30) { false }
        #expect(Self.errors(t.b.recorder.events).sorted() == ["encryptionError decryptionFailure", "error decryptionFailed"])
        #expect(Self.errors(t.ex.events).sorted() == ["encryptionError decryptionFailure", "error decryptionFailed"])
        #expect(t.viewOfEx.latestFrame == nil && t.viewOfB.latestFrame == nil)
        #expect(!t.b.recorder.events.contains { $0.hasPrefix("remoteAudio 3003 decoding") }, "the sound is refused too")
        // The main connection, in another channel and without encryption, heard of none of it.
        #expect(Self.errors(t.a.recorder.events).isEmpty)
    }

    @Test func inTheChannelItIsRefusedAndLeavingTurnsItOff() throws {
        let t = try Self.setUp(exKey: nil, bKey: nil)
        defer { t.end() }
        #expect(t.a.engine.enableEncryptionEx(true, encryptionConfig: CloudDataTests.encryption("k1"),
                                              connection: Self.exConnection) == -8)
        #expect(t.a.engine.leaveChannelEx(Self.exConnection, leaveChannelBlock: nil) == 0)
        #expect(t.a.engine.enableEncryptionEx(true, encryptionConfig: CloudDataTests.encryption(""),
                                              connection: Self.exConnection) == -2, "no key")
        #expect(t.a.engine.enableEncryptionEx(true, encryptionConfig: CloudDataTests.encryption("k1"),
                                              connection: Self.exConnection) == 0)
        #expect(t.a.engine.lock.locked { t.a.engine.state.protection.exEncryption[Self.exConnection] } != nil)
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .broadcaster
        #expect(t.a.engine.joinChannelEx(byToken: nil, connection: Self.exConnection, delegate: nil, mediaOptions: options,
                                         joinSuccess: nil) == 0)
        #expect(t.a.engine.leaveChannelEx(Self.exConnection, leaveChannelBlock: nil) == 0)
        #expect(t.a.engine.lock.locked { t.a.engine.state.protection.exEncryption[Self.exConnection] } == nil)
    }
}
