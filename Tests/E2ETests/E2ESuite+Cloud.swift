import Foundation
import Testing
import TestSupport

extension E2ESuite {
    /// Two headless runs in one channel with `--cloud local` (issue 18), sharing only a private XDG_RUNTIME_DIR so
    /// they meet each other and nothing else: each reports the other's uid joining, and video and sound arriving from it.
    @Test(.enabled(if: AppBinary.isAvailable))
    func twoHeadlessRunsMeetThroughTheLocalRendezvous() throws {
        let app = try AppBinary.require()
        let runtime = try ScratchDirectory(prefix: "cloud-e2e")
        defer { runtime.remove() }
        let environment = TestEnvironment.base(["XDG_RUNTIME_DIR": runtime.path])
        let uids = ["41001", "42002"]
        let children = try uids.map { uid in
            try ChildProcess(path: app, arguments: ["run", "JoinChannelVideo", "--cloud", "local", "--seconds", "6", "--json",
                                                    "--set", "channelName=cloud-e2e", "--set", "uid=\(uid)"],
                             environment: environment, stdout: .file(runtime.file("out-\(uid)")),
                             stderr: .file(runtime.file("err-\(uid)")))
        }
        for child in children { _ = try child.wait(timeout: 30, what: "a headless run to end") }
        for (uid, other) in zip(uids, uids.reversed()) {
            let output = runtime.read("out-\(uid)") ?? ""
            let lines = output.split(separator: "\n")
            #expect(lines.contains { $0.contains("didJoinedOfUid") && $0.contains("uid: \(other)") },
                    "\(uid) never saw \(other) join\n\(output)\n\(runtime.read("err-\(uid)") ?? "")")
            #expect(lines.contains { ($0.contains("remoteVideoStats") || $0.contains("firstRemoteVideoFrameOfUid")) && $0.contains("uid: \(other)") },
                    "\(uid) got no video from \(other)")
            // And its sound: decoded, and measured from what arrived (about 265 kbit/s of 16 kHz PCM).
            #expect(lines.contains { $0.contains("remoteAudioStateChangedOfUid") && $0.contains("uid: \(other), state: .decoding") },
                    "\(uid) decoded no sound from \(other)")
            #expect(lines.contains { $0.contains("remoteAudioStats") && $0.contains("uid: \(other),") && !$0.contains("receivedBitrate: 0\"") },
                    "\(uid) measured no sound from \(other)")
        }
    }
}
