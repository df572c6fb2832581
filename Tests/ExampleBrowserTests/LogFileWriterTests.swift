import APIExample
import Foundation
import Testing
import TestSupport
@testable import ExampleBrowser

@Suite struct LogFileWriterTests {
    /// 2026-11-30 10:11:12 UTC.
    let savedAt = Date(timeIntervalSince1970: 1_796_033_472)
    let utc = TimeZone(identifier: "UTC")!

    private func export(filtered: Bool) -> LogExport {
        let entries = [
            LogEntry(timeMs: 0, kind: .api, text: "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:) token: <token> → 0"),
            LogEntry(timeMs: 260, kind: .callback, text: "← rtcEngine(_:didJoinChannel:withUid:elapsed:) uid: 7"),
            LogEntry(timeMs: 1_234, kind: .app, text: "permission: camera and microphone granted", key: "permission.log.granted"),
            LogEntry(timeMs: 61_005, kind: .error, text: "← rtcEngine(_:didOccurError:) 110 invalid token"),
        ]
        var filter = LogFilter()
        filter.toggle(.app)
        return LogExport(caseId: "JoinChannelVideo", entries: entries, dropped: filtered ? 412 : 0, total: filtered ? 40 : 4,
                         filter: filtered ? filter : nil)
    }

    @Test func followsXDGStateHomeAndFallsBackToDotLocalState() {
        #expect(LogFileWriter(environment: ["XDG_STATE_HOME": "/s"]).directory.path == "/s/apiexample/logs")
        #expect(LogFileWriter(environment: ["HOME": "/home/u"]).directory.path == "/home/u/.local/state/apiexample/logs")
        #expect(LogFileWriter(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).directory.path
                == "/h/.local/state/apiexample/logs", "a relative XDG_STATE_HOME is invalid per the spec and ignored")
    }

    @Test func writesAPrivatePlainTextFileNamedAfterTheCaseAndTime() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-logs")
        defer { scratch.remove() }
        let writer = LogFileWriter(directory: URL(fileURLWithPath: scratch.file("state/apiexample/logs")))
        let outcome = writer.save(export(filtered: true), at: savedAt, timeZone: utc)
        let path = writer.directory.appendingPathComponent("JoinChannelVideo-20261130-101112.log").path
        #expect(outcome == .saved(path: path, lines: 4, filtered: true))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == """
            # APIExample log: JoinChannelVideo (simulated engine)
            # saved: 2026-11-30 10:11:12 +0000
            # lines: 4 of 40, filtered (kinds: api, callback, error; periodic reports hidden)
            # 412 older lines had already been dropped (the log keeps the newest lines only)

            00:00.000  api      joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:) token: <token> → 0
            00:00.260  callback ← rtcEngine(_:didJoinChannel:withUid:elapsed:) uid: 7
            00:01.234  app      permission: camera and microphone granted
            01:01.005  error    ← rtcEngine(_:didOccurError:) 110 invalid token

            """)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let directoryMode = try FileManager.default.attributesOfItem(atPath: writer.directory.path)[.posixPermissions] as? Int
        #expect(directoryMode == 0o700)
    }

    @Test func aSecondSaveInTheSameSecondGetsItsOwnFile() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-logs")
        defer { scratch.remove() }
        let writer = LogFileWriter(directory: URL(fileURLWithPath: scratch.file("logs")))
        let first = try writer.write(export(filtered: false), at: savedAt, timeZone: utc)
        let second = try writer.write(export(filtered: false), at: savedAt, timeZone: utc)
        #expect(first.lastPathComponent == "JoinChannelVideo-20261130-101112.log")
        #expect(second.lastPathComponent == "JoinChannelVideo-20261130-101112-2.log")
        #expect(try String(contentsOf: second, encoding: .utf8).contains("# lines: all 4\n"))
        #expect(try String(contentsOf: first, encoding: .utf8) == String(contentsOf: second, encoding: .utf8))
    }

    @Test func aDirectoryThatCannotBeMadeGivesTheFailingPathAndReason() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-logs")
        defer { scratch.remove() }
        let blocker = URL(fileURLWithPath: scratch.file("blocker"))
        try Data("not a directory".utf8).write(to: blocker)
        let writer = LogFileWriter(directory: blocker.appendingPathComponent("logs"))
        #expect(writer.save(export(filtered: false), at: savedAt, timeZone: utc)
                == .failed(path: blocker.path, reason: String(cString: strerror(ENOTDIR))))
    }

    @Test func aCaseIdCannotLeaveTheDirectory() {
        #expect(LogFileWriter.safeName("../../etc/passwd") == "______etc_passwd")
        #expect(LogFileWriter.safeName("") == "log")
        #expect(LogFileWriter.safeName("JoinChannelVideo") == "JoinChannelVideo")
    }
}
