import APIExample
@testable import ExampleBrowser

/// A session log with every kind of line: API calls, callbacks, errors (a failed call and an error callback),
/// app notes (localized), periodic stats reports, and older lines already dropped by the ring buffer.
enum LogFixture {
    static let dropped = 412

    static func log(isLive: Bool = true, extraLines: Int = 0) -> LogSnapshot {
        var entries: [LogEntry] = []
        var time = 0
        func add(_ kind: LogEntry.Kind, _ text: String, periodic: Bool = false, key: String? = nil, _ arguments: [String] = []) {
            entries.append(LogEntry(timeMs: time, kind: kind, text: text, isPeriodic: periodic, key: key, arguments: arguments))
            time += 37
        }
        add(.api, "sharedEngine(with:delegate:) appId: <appId>, channelProfile: .liveBroadcasting")
        add(.api, "setClientRole(_:) .broadcaster → 0")
        add(.api, "enableVideo() → 0")
        add(.app, "permission: camera and microphone granted", key: "permission.log.granted")
        add(.api, "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:) channelId: \"demo\", uid: 0, token: nil → 0")
        add(.callback, "← rtcEngine(_:connectionChangedTo:reason:) state: .connecting, reason: .connecting")
        add(.callback, "← rtcEngine(_:didJoinChannel:withUid:elapsed:) channel: \"demo\", uid: 2726092626, elapsed: 260")
        for round in 0..<6 {
            let uid = 37745 + round * 1111
            add(.callback, "← rtcEngine(_:didJoinedOfUid:elapsed:) uid: \(uid), elapsed: \(1551 + round * 400)")
            add(.api, "setupRemoteVideo(_:) {uid: \(uid), view: <view>, renderMode: .hidden} → 0")
            add(.callback, "← rtcEngine(_:reportRtcStats:) duration: \(round + 2), txKBitrate: 1354, userCount: \(round + 2)",
                periodic: true)
            add(.callback, "← rtcEngine(_:remoteVideoStats:) uid: \(uid), 640x360@30fps, receivedBitrate: 1116", periodic: true)
            add(.callback, "← rtcEngine(_:firstRemoteVideoFrameOfUid:size:elapsed:) uid: \(uid), size: 640x360")
        }
        add(.error, "setupRemoteVideo(_:) {uid: 0, view: <view>} → -2")
        add(.app, "token: expires in 30 s, requesting a new one", key: "token.log.willExpire")
        add(.error, "← rtcEngine(_:didOccurError:) 110 invalid token")
        for extra in 0..<extraLines {
            add(.callback, "← rtcEngine(_:audioVolumeIndication:) line \(extra)", periodic: extra % 2 == 1)
        }
        add(.api, "leaveChannel(_:) block: nil → 0")
        return LogSnapshot(caseId: "JoinChannelVideo", entries: entries, dropped: dropped, isLive: isLive)
    }

    /// `count` API calls numbered from 0, no periodic lines: easy arithmetic for scrolling.
    static func numbered(_ count: Int, dropped: Int = 0) -> LogSnapshot {
        let entries = (0..<count).map { LogEntry(timeMs: $0 * 10, kind: .api, text: "call\($0)() → 0") }
        return LogSnapshot(caseId: "JoinChannelAudio", entries: entries, dropped: dropped, isLive: true)
    }
}
