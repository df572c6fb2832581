import Foundation
import Testing
import TestSupport

extension E2ESuite {
    /// Two headless runs over `--cloud local` in one channel (issue 34, item 15): `sender` (a case and its `--control`
    /// steps) and a JoinChannelVideo run that only watches. Returns both outputs, and the uids the sender joined its
    /// joinChannelEx connections with (from its trace).
    private func senderAndWatcher(_ sender: [String], channel: String, seconds: Int) throws
        -> (sender: String, watcher: String, exUids: [String]) {
        let app = try AppBinary.require()
        let runtime = try ScratchDirectory(prefix: "cloud-ex-e2e")
        defer { runtime.remove() }
        let environment = TestEnvironment.base(["XDG_RUNTIME_DIR": runtime.path])
        let runs = [("sender", ["run"] + sender),
                    ("watcher", ["run", "JoinChannelVideo", "--set", "uid=47007"])]
        let children = try runs.map { name, arguments in
            try ChildProcess(path: app, arguments: arguments + ["--cloud", "local", "--seconds", "\(seconds)", "--json",
                                                                "--set", "channelName=\(channel)"],
                             environment: environment, stdout: .file(runtime.file("out-\(name)")),
                             stderr: .file(runtime.file("err-\(name)")))
        }
        for child in children { _ = try child.wait(timeout: 40, what: "a headless run to end") }
        let outputs = runs.map { name, _ in (runtime.read("out-\(name)") ?? "") + (runtime.read("err-\(name)") ?? "") }
        let exUids = outputs[0].split(separator: "\n").filter { $0.contains("joinChannelEx(byToken:") }
            .compactMap { $0.firstMatch(of: /localUid: (\d+)/).map { String($0.1) } }
        return (outputs[0], outputs[1], exUids)
    }

    /// Whether `output` measured pictures arriving from `uid` (a remoteVideoStats report of more than 0 fps), of
    /// `size` ("160x90") when given.
    private static func measuredVideo(_ output: String, from uid: String, size: String? = nil) -> Bool {
        output.split(separator: "\n").contains { line in
            line.contains("remoteVideoStats") && line.contains("uid: \(uid),") && !line.contains("@0fps")
                && size.map { line.contains("\($0)@") } != false
        }
    }

    /// MutliCamera's second camera, published by its joinChannelEx user, is another instance's remote video.
    @Test(.enabled(if: AppBinary.isAvailable))
    func aJoinChannelExSecondCameraReachesAnotherInstance() throws {
        let runs = try senderAndWatcher(["MutliCamera", "--control", "rearCamera@1.5"], channel: "cloud-ex-e2e", seconds: 7)
        let ex = try #require(runs.exUids.first, "MutliCamera never joined its second user\n\(runs.sender)")
        #expect(runs.watcher.split(separator: "\n").contains {
            $0.contains("didJoinedOfUid") && $0.contains("uid: \(ex),")
        }, "the watcher never saw \(ex) join\n\(runs.watcher)")
        #expect(Self.measuredVideo(runs.watcher, from: ex), "no pictures from the second camera \(ex)\n\(runs.watcher)")
    }

    /// MediaPlayer's player user publishes the playing sample (`publishMediaPlayerVideoTrack`): another instance
    /// receives its pictures, at the sample's size.
    @Test(.enabled(if: AppBinary.isAvailable))
    func aPublishedMediaPlayerReachesAnotherInstance() throws {
        let runs = try senderAndWatcher(["MediaPlayer", "--control", "play@1.5", "--control", "publish@2"],
                                        channel: "cloud-player-e2e", seconds: 7)
        let player = try #require(runs.exUids.first, "MediaPlayer never joined its player user\n\(runs.sender)")
        #expect(Self.measuredVideo(runs.watcher, from: player, size: "160x90"), "no pictures from the player user \(player)\n\(runs.watcher)")
    }

    /// CustomVideoSourcePushMulti's raw track goes out on a joinChannelEx connection of its own: another instance
    /// receives its pictures under that connection's uid.
    @Test(.enabled(if: AppBinary.isAvailable))
    func aCustomTrackOnAJoinChannelExConnectionReachesAnotherInstance() throws {
        let runs = try senderAndWatcher(["CustomVideoSourcePushMulti", "--control", "createTrack@1.5"],
                                        channel: "cloud-track-e2e", seconds: 7)
        let track = try #require(runs.exUids.first { $0.count == 5 }, "no track user joined\n\(runs.sender)")
        #expect(Self.measuredVideo(runs.watcher, from: track), "no pictures from the track user \(track)\n\(runs.watcher)")
    }
}
