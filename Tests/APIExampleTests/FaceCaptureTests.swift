import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// FaceCapture in virtual time: without a licence the original's alert and a call without the extensions; with one
/// the two extensions, the observers, and face data that changes from frame to frame on the local tile; the licence
/// never in the log; the teardown.
@MainActor
@Suite struct FaceCaptureTests {
    static let license = "face-capture-licence-0123"

    static var licensed: KeyCenter {
        var keys = KeyCenter()
        keys.faceCaptureLicense = license
        return keys
    }

    static func calls(_ run: CaseRun, from: LogMark = 0) -> [String] {
        run.since(from).logEntries.filter { $0.kind == .api }.compactMap(\.event?.name)
    }

    static func faceNote(_ run: CaseRun) -> TileNote? {
        run.session.tiles.first?.notes.first { $0.key == "faceCapture.tile.face" }
    }

    @Test func withoutALicenceTheAlertAndTheCallGoesOn() throws {
        let run = try CaseRun("FaceCapture", seconds: 2)
        #expect(run.session.state.notice?.key == "faceCapture.noLicense")
        let calls = Self.calls(run)
        #expect(!calls.contains("enableExtension(withVendor:extension:enabled:sourceType:)"))
        #expect(!calls.contains("setFaceInfoDelegate(_:)"))
        #expect(run.session.state.status.isJoined, "the UIKit original still joins")
        #expect(Self.faceNote(run) == nil)
        run.session.stop()
    }

    @Test func withALicenceTheFaceDataFollowsTheFace() throws {
        let run = try CaseRun("FaceCapture", keyCenter: Self.licensed, seconds: 1)
        // Face capture enabled and licensed, then lip sync the same way, then the two observers.
        let extensionPair = ["enableExtension(withVendor:extension:enabled:sourceType:)",
                             "setExtensionPropertyWithVendor(_:extension:key:value:)"]
        let order = ["setClientRole(_:)", "enableVideo()", "enableAudio()", "setVideoEncoderConfiguration(_:)"]
            + extensionPair + extensionPair
            + ["setVideoFrameDelegate(_:)", "setFaceInfoDelegate(_:)", "setupLocalVideo(_:)", "startPreview()",
               "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)"]
        let calls = Self.calls(run)
        #expect(calls.filter(order.contains) == order, "\(calls)")
        #expect(run.called("enableExtension", with: "\"agora_video_filters_face_capture\", extension: \"face_capture\", "
                           + "enabled: true, sourceType: .primaryCamera", returned: 0))
        #expect(run.called("enableExtension", with: "\"agora_filters_lip_sync\", extension: \"lip_sync\", enabled: true, "
                           + "sourceType: .speechDriven", returned: 0))
        #expect(run.called("setExtensionPropertyWithVendor", containing: "authentication_information", returned: 0))
        #expect(!run.logLines.contains { $0.contains(Self.license) }, "the licence never reaches the log")
        run.advance(1)
        let first = try #require(Self.faceNote(run))
        run.advance(1.3)
        let later = try #require(Self.faceNote(run))
        #expect(first.arguments != later.arguments, "the face moves: \(first.arguments) → \(later.arguments)")
        #expect(run.logLines.contains { $0.hasPrefix("face: yaw") }, "logged once a second")
        // 3.3 s of frames: at most one line a second (not the original's 15).
        #expect(run.logLines.filter { $0.hasPrefix("face: yaw") }.count <= 4)
        run.session.stop()
    }

    /// As the original, `onFaceInfo`'s text is written on the tile as it comes; with lip sync the mouth follows
    /// the local voice: open while it speaks, closed in its pauses, and closed once the microphone is muted.
    @Test func onFaceInfoIsOnTheTileAndTheMouthFollowsTheVoice() throws {
        let run = try CaseRun("FaceCapture", keyCenter: Self.licensed, seconds: 2)
        let engine = try #require(run.session.engine)
        var states: [String] = []
        for _ in 0..<60 {
            run.advance(0.1)
            let notes = run.session.tiles.first?.notes ?? []
            let info = try #require(notes.first { $0.key == "faceCapture.tile.info" }, "\(notes)")
            #expect(info.arguments.first?.hasPrefix("{\"faces\":[{\"detected\":1,") == true, "the observer's text as it comes")
            states.append(notes.first { $0.key == "faceCapture.tile.mouth" }?.arguments.first ?? "")
        }
        #expect(run.heard("onFaceInfo"))
        #expect(states.contains("faceCapture.mouth.open") && states.contains("faceCapture.mouth.closed"),
                "the mouth opens and closes with the voice: \(states)")
        engine.muteLocalAudioStream(true)
        engine.adjustRecordingSignalVolume(0)
        var muted: [String] = []
        for _ in 0..<20 {
            run.advance(0.1)
            muted.append(run.session.tiles.first?.notes.first { $0.key == "faceCapture.tile.mouth" }?.arguments.first ?? "")
        }
        #expect(muted.allSatisfy { $0 == "faceCapture.mouth.closed" }, "no voice, no mouth: \(muted)")
        run.session.stop()
    }

    @Test func teardownTurnsAudioAndVideoOffThenLeaves() throws {
        let run = try CaseRun("FaceCapture", keyCenter: Self.licensed, seconds: 2)
        let start = run.logMark
        run.session.stop()
        run.advance(0.5)
        let calls = Self.calls(run, from: start).filter { $0 != "getConnectionState()" }
        #expect(calls == ["disableAudio()", "disableVideo()", "stopPreview()", "leaveChannel(_:)", "destroy()"], "\(calls)")
    }
}
