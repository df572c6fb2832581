import Foundation
import Testing
import TestSupport

extension E2ESuite {
    /// What issue 18 asks of two headless instances in one channel: each sees the other's uid join, video arriving
    /// from it, and the data-stream message it sent (CreateDataStream, its Send control driven by `--control`).
    @Test(.enabled(if: AppBinary.isAvailable))
    func twoHeadlessRunsExchangeADataStreamMessage() throws {
        let app = try AppBinary.require()
        let runtime = try ScratchDirectory(prefix: "cloud-data-e2e")
        defer { runtime.remove() }
        let environment = TestEnvironment.base(["XDG_RUNTIME_DIR": runtime.path])
        let names = ["a", "b"]
        let children = try names.map { name in
            try ChildProcess(path: app, arguments: ["run", "CreateDataStream", "--cloud", "local", "--seconds", "7",
                                                    "--set", "channelName=cloud-data-e2e",
                                                    "--control", "message=hello-from-\(name)@2.5", "--control", "send@3"],
                             environment: environment, stdout: .file(runtime.file("out-\(name)")),
                             stderr: .file(runtime.file("err-\(name)")))
        }
        for child in children { _ = try child.wait(timeout: 30, what: "a headless run to end") }
        let outputs = names.map { runtime.read("out-\($0)") ?? "" }
        // Each run's own uid (uid 0: the cloud assigned it), from its join line.
        let uids = outputs.map { output in
            output.split(separator: "\n").first { $0.contains("didJoinChannel") }
                .flatMap { $0.firstMatch(of: /uid: (\d+)/).map { String($0.1) } } ?? "?"
        }
        #expect(uids[0] != uids[1] && !uids.contains("?"), "\(uids)")
        for (index, name) in names.enumerated() {
            let other = 1 - index, lines = outputs[index].split(separator: "\n")
            let context = "\(name)\n\(outputs[index])\n\(runtime.read("err-\(name)") ?? "")"
            #expect(lines.contains { $0.contains("didJoinedOfUid") && $0.contains("uid: \(uids[other]),") }, "\(context)")
            #expect(lines.contains { ($0.contains("remoteVideoStats") || $0.contains("firstRemoteVideoFrameOfUid"))
                && $0.contains("uid: \(uids[other]),") }, "no video from the other run\n\(context)")
            #expect(lines.contains { $0.contains("receiveStreamMessageFromUid") && $0.contains("uid: \(uids[other]),")
                && $0.contains("\"hello-from-\(names[other])\"") }, "no message from the other run\n\(context)")
        }
    }

    /// Three StreamEncryption runs, two with one secret and one with another: a run reports error 120 once for each
    /// other run whose sealed pictures it cannot open, and never for the one with its own secret.
    @Test(.enabled(if: AppBinary.isAvailable))
    func headlessRunsWithDifferentKeysReportError120PerUser() throws {
        let app = try AppBinary.require()
        let runtime = try ScratchDirectory(prefix: "cloud-key-e2e")
        defer { runtime.remove() }
        let environment = TestEnvironment.base(["XDG_RUNTIME_DIR": runtime.path])
        let runs = [("a1", "alpha-secret"), ("a2", "alpha-secret"), ("b", "beta-secret")]
        let children = try runs.map { name, secret in
            try ChildProcess(path: app, arguments: ["run", "StreamEncryption", "--cloud", "local", "--seconds", "4",
                                                    "--set", "channelName=cloud-key-e2e", "--set", "secret=\(secret)"],
                             environment: environment, stdout: .file(runtime.file("out-\(name)")),
                             stderr: .file(runtime.file("err-\(name)")))
        }
        for child in children { _ = try child.wait(timeout: 30, what: "a headless run to end") }
        for (name, secret) in runs {
            let output = runtime.read("out-\(name)") ?? ""
            let lines = output.split(separator: "\n")
            #expect(lines.filter { $0.contains("didOccurError") && $0.contains("decryptionFailed") }.count == (name == "b" ? 2 : 1),
                    "\(name)\n\(output)\n\(runtime.read("err-\(name)") ?? "")")
            #expect(!output.contains(secret), "a key reached the log")
        }
    }
}
